/**
 * Trust earned by air (E8-air). E8's speakers say their claims over one shared room (E7's living
 * room, profile R, CSMA, every speaker within 1 m of B). The room loses and reorders frames; does
 * B still learn whom to believe?
 *
 * <p>This folder holds the experiment {@link E8Air} and its result record; its registration,
 * {@link E8AirRules} (the rules, predictions and checks apart, their judge and the rows the report
 * shows); its section of the report; {@link E8AirFolder} is its one line in the registry ({@code
 * echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e8air;
