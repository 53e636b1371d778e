/**
 * E2-rooms at the babble points with babble that does not repeat. V2-1's 37 babble points again,
 * K1 and R, with babble-shuffled (ROOM.md section 11) in place of the 8 s babble that repeats;
 * reported beside V2-1's verdicts, which stand.
 *
 * <p>This folder holds the experiment {@link E2RoomsBabbleShuffled} and its result record; no
 * registration: what it measures is reported, not judged; its section of the report; {@link
 * BabbleShuffledFolder} is its one line in the registry ({@code
 * echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.babbleshuffled;
