/**
 * Understanding through the room with profile F. V2-2's claims arms at its six points with profile
 * F, reported beside V2-2's K1 and R arms (not predicted); B's first-visit harm against S
 * (silence) and T (the wire).
 *
 * <p>This folder holds the experiment {@link UnderstandingRoomsF} and its result record; no
 * registration: what it measures is reported, not judged; its section of the report; {@link
 * UnderstandingRoomsFFolder} is its one line in the registry ({@code
 * echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.understandingroomsf;
