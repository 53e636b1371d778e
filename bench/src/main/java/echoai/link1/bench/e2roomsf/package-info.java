/**
 * E2-rooms-F: profile F through the living room beside ggwave. Profile F (2.400 s a postcard) on
 * E2-rooms' grid and room draws, beside ggwave AUDIBLE_NORMAL with as many recordings, and ggwave
 * AUDIBLE_FASTEST, R and K1 with a fifth of them.
 *
 * <p>This folder holds the experiment {@link E2RoomsF} and its result record; its registration,
 * {@link ProfileFRules} (the rules, predictions and checks apart, their judge and the rows the
 * report shows); its section of the report; {@link E2RoomsFFolder} is its one line in the registry
 * ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e2roomsf;
