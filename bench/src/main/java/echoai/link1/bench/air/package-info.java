/**
 * The trials by air that several experiments share: one postcard or frame through a simulated
 * room ({@link echoai.link1.bench.air.RoomsTrial}, {@link echoai.link1.bench.air.AirTrial}),
 * their points and counts ({@link echoai.link1.bench.air.RoomsPoint},
 * {@link echoai.link1.bench.air.CorruptCount}, {@link echoai.link1.bench.air.Dropped}), the
 * parallel map that runs them in a fixed order ({@link echoai.link1.bench.air.AirTrials}), and
 * the bridge to ggwave, the reference modem, as an OS process
 * ({@link echoai.link1.bench.air.GgwaveBridge}).
 *
 * <p>No experiment is named here: the folders import this package.
 */
package echoai.link1.bench.air;
