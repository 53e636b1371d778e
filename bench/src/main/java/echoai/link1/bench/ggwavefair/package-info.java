/**
 * ggwave, fairly: equal SNR and equal energy per postcard (V2-4). LINK-1's K1, K2 and R against
 * ggwave AUDIBLE_NORMAL and AUDIBLE_FASTEST through the same room draws. A point is better or
 * worse only where the two 95 % intervals of PER separate; otherwise they are not separated.
 *
 * <p>This folder holds the experiment {@link E2RoomsGgwaveFair} and its result record; its
 * registration, {@link GgwaveFairRules} (the rules, predictions and checks apart, their judge and
 * the rows the report shows); its section of the report; {@link GgwaveFairFolder} is its one line
 * in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.ggwavefair;
