/**
 * The rooms of LINK-1. JDK only; deterministic ({@code SplittableRandom} from an explicit seed,
 * {@code double} with {@code StrictMath}).
 *
 * <p><b>The simulated rooms</b> (spec LINK1.md, "The simulated room"): echo taps, delay, clock
 * drift, interferer, white noise at an exact SNR, int16 clipping counted, at 16 kHz.
 * <ul>
 *   <li>{@link echoai.link1.room.Room}: applies a {@link echoai.link1.room.RoomConfig}.</li>
 *   <li>{@link echoai.link1.room.RoomKind}: dry, echo, long-echo, reverb.</li>
 *   <li>{@link echoai.link1.room.RoomOutput}: the received samples and the clip count.</li>
 * </ul>
 *
 * <p><b>The physical room</b> (docs/spec/ROOM.md): a shoebox with image-source early reflections
 * and a Sabine diffuse tail, loudspeaker and microphone band-limits, playback and capture at
 * 44.1/48 kHz with a clock offset, automatic gain, white/pink/babble backgrounds at an SNR
 * measured at the microphone. The whole API in one line:
 * <pre>{@code
 * PhysicalRoomOutput out = PhysicalRoom.apply(pcm16k,
 *         RoomPoint.named("living-1m").config(Background.BABBLE, 20, DeviceChain.DEFAULT, seed));
 * short[] at48k = out.capture();               // int16 at the capture rate
 * short[] at16k = out.at16k().samples();       // for today's 16 kHz demodulator
 * }</pre>
 * An all-zero input gives a background-only recording at the level of ROOM.md §7's reference
 * tone. Every stage holds whole double arrays of the recording's length: for long runs
 * pass recordings of a few minutes, each with its own seed.
 * <ul>
 *   <li>{@link echoai.link1.room.PhysicalRoom}: 16 kHz int16 in, capture-rate int16 out.</li>
 *   <li>{@link echoai.link1.room.PhysicalRoomConfig}: room, RT60, distance, background, SNR,
 *       devices, seed.</li>
 *   <li>{@link echoai.link1.room.PhysicalRoomOutput}: the capture, its 16 kHz version, the
 *       placement, impulse response and SNR figures.</li>
 *   <li>{@link echoai.link1.room.RoomPoint}: the named points (the living-room grid and points
 *       for users).</li>
 *   <li>{@link echoai.link1.room.ShoeboxRoom}: dimensions; Sabine absorption and critical
 *       distance.</li>
 *   <li>{@link echoai.link1.room.Placement}, {@link echoai.link1.room.Point3}: source and
 *       microphone positions, drawn from a seed at a distance.</li>
 *   <li>{@link echoai.link1.room.RoomImpulse}: the impulse response (Allen &amp; Berkley image
 *       sources + diffuse tail).</li>
 *   <li>{@link echoai.link1.room.DeviceChain}: rates, clock offset, capture gain.</li>
 *   <li>{@link echoai.link1.room.Background}: none, white, pink, babble.</li>
 *   <li>Package-private: {@code ImpulseResponse} (the simulated rooms'), {@code Convolution},
 *       {@code Fft}, {@code Gaussian}, {@code SincResampler}, {@code Biquad},
 *       {@code BabbleCorpus} (the committed six-talker corpus).</li>
 * </ul>
 */
package echoai.link1.room;
