/**
 * Messages of 1 byte to 64 KiB in LINK-1 frames (docs/spec/MESSAGE.md): exact or nothing, one way
 * with an erasure code across the frames, two ways with selective repeat. Frame level only: the
 * facade ({@code echoai.link1.api}) turns frames into PCM and back. Depends on the frame layer
 * (its magic, length and CRC) and {@code echoai.wsp}'s hex; no threads, no clocks, no reflection
 * (time is the caller's sample count), so it also runs in the browser build.
 *
 * <ul>
 *   <li>{@link echoai.link1.message.EncodedMessage} — a message cut into frames: any data or
 *       parity frame, a one-way round; {@link echoai.link1.message.Broadcast} — ids, parity
 *       share and rounds of a one-way send.</li>
 *   <li>{@link echoai.link1.message.Reassembler} — frames in any order to whole messages,
 *       duplicates and other messages' frames interleaved, bad frames dropped and counted;
 *       {@link echoai.link1.message.FrameOutcome} — what it did with a frame;
 *       {@link echoai.link1.message.Lack} — what a message still lacks.</li>
 *   <li>{@link echoai.link1.message.ArqSender}, {@link echoai.link1.message.ArqReceiver} — the
 *       two-way exchange as state machines driven by frames heard, frames sent and samples
 *       passed; {@link echoai.link1.message.ArqConfig} — its timers and bounds;
 *       {@link echoai.link1.message.SendOutcome} — delivered, or given up with what was
 *       missing.</li>
 *   <li>{@link echoai.link1.message.MessageFrames} — the wire: {@code parse} to a
 *       {@link echoai.link1.message.ParsedFrame}; {@link echoai.link1.message.DataFrame},
 *       {@link echoai.link1.message.NeedFrame}, {@link echoai.link1.message.DoneFrame}.</li>
 *   <li>{@link echoai.link1.message.Message} — a delivered message;
 *       {@link echoai.link1.message.MessageCheck} — its 64-bit SipHash-2-4 check;
 *       {@link echoai.link1.message.Geometry} — how a length is cut into blocks;
 *       {@link echoai.link1.message.ErasureCode} — the systematic Reed–Solomon code over
 *       GF(2⁸).</li>
 * </ul>
 */
package echoai.link1.message;
