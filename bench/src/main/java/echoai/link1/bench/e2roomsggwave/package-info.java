/**
 * E2-rooms-ggwave — ggwave in the room (dev only). The dev-only comparison that V2-4 registered
 * fairly; no section of its own.
 *
 * <p>This folder holds the experiment {@link E2RoomsGgwave} and its result record; no
 * registration: what it measures is reported, not judged; its section of the report; {@link
 * E2RoomsGgwaveFolder} is its one line in the registry ({@code
 * echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e2roomsggwave;
