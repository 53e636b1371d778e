/**
 * The simulated room of LINK-1 (spec LINK1.md, "The simulated room"): echo taps, delay, clock
 * drift, interferer, white noise at an exact SNR, int16 clipping counted. JDK only;
 * deterministic ({@code SplittableRandom} from an explicit seed, {@code StrictMath}).
 *
 * <ul>
 *   <li>{@link echoai.link1.room.Room}: applies a {@link echoai.link1.room.RoomConfig}.</li>
 *   <li>{@link echoai.link1.room.RoomKind}: dry, echo, long-echo, reverb.</li>
 *   <li>{@link echoai.link1.room.RoomOutput}: the received samples and the clip count.</li>
 *   <li>Package-private: {@code ImpulseResponse}, {@code Fft}, {@code Gaussian}.</li>
 * </ul>
 */
package echoai.link1.room;
