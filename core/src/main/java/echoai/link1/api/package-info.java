/**
 * The facade: the common path from a frame or a message to PCM and from PCM to what was heard,
 * at any sample rate in 8–96 kHz, for every air profile, and the physical room between them at
 * that rate. It sits above the layers it composes ({@code modem}, {@code frame}, {@code message},
 * {@code speech}, {@code room}'s physical room, {@code audio}'s resampler) and below
 * {@code session}; use those layers directly for what the facade does not cover (the simulated
 * rooms, agents, sessions, devices).
 *
 * <ul>
 *   <li>{@link echoai.link1.api.Link1}: {@code encode} a frame to PCM, {@code decode} PCM to
 *       frames heard, a {@code receiver} for a stream, {@code throughRoom} to play PCM into a
 *       physical room and capture it.</li>
 *   <li>{@link echoai.link1.api.Receiver}: the streaming receiver, {@code accept(pcm, offset,
 *       length)}, listeners registered at any time.</li>
 *   <li>{@link echoai.link1.api.Heard}: one frame heard, its speech act, its first and end
 *       sample at the caller's rate, the FEC's errors and erasures.</li>
 *   <li>{@link echoai.link1.api.Link1}'s messages (docs/spec/MESSAGE.md): {@code encodeMessage}
 *       sends 1 byte to 64 KiB one way as PCM, {@code encodeMessageFrames} plays the frames of a
 *       two-way exchange, {@code frameSpanSamples} and {@code arqConfig} time it.</li>
 *   <li>{@link echoai.link1.api.MessageReceiver}: whole messages from PCM, exact or not at all,
 *       with progress (what each message still lacks) and every message frame for a two-way
 *       driver; {@link echoai.link1.api.HeardMessage}, {@link echoai.link1.api.HeardMessageFrame}:
 *       a message or a message frame heard, where it lay at the caller's rate.</li>
 *   <li>{@link echoai.link1.api.RoomTest}: the room test's fixed sequence, the frames one device
 *       plays per profile and another listens for (E3 from anywhere, the browser page).</li>
 *   <li>{@link echoai.link1.api.BandCut}: what a rate below 16 kHz cuts of a profile's band
 *       (data tones and sync or greeting notes above the passband).</li>
 * </ul>
 */
package echoai.link1.api;
