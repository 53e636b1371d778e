/**
 * Agents talking over a channel: the arms, the runner that lives one world of one arm, the
 * channels (wire, air through a room, pipe), the E5 dialogue, and the demo's story.
 *
 * <ul>
 *   <li>{@link echoai.link1.session.Arm} — the wire arms S T X L D: what A's broadcast becomes
 *       and where B lives.</li>
 *   <li>{@link echoai.link1.session.ArmPlan} — an arm's name, its transform and its channel per
 *       world.</li>
 *   <li>{@link echoai.link1.session.ArmRunner} — one world of one arm: speak, carry, listen;
 *       first-visit harm.</li>
 *   <li>{@link echoai.link1.session.AirChannel} — frames by air through the simulated room.</li>
 *   <li>{@link echoai.link1.session.AirPath} — figures shared by every modulator → room →
 *       demodulator run.</li>
 *   <li>{@link echoai.link1.session.ReceiveLoop} — the one receive loop: PCM source →
 *       demodulator → frames (for {@code modem decode} and {@code air listen}).</li>
 *   <li>{@link echoai.link1.session.Dialogue} — E5: B asks, A answers from its final state.</li>
 *   <li>{@link echoai.link1.session.PipeListener} — B's side of a pipe between processes.</li>
 *   <li>{@link echoai.link1.session.Demo}, {@link echoai.link1.session.Narration} — one
 *       world's story and its words.</li>
 *   <li>{@link echoai.link1.session.Seeds} — the documented seed derivation
 *       {@code mix(seed, stream)}.</li>
 * </ul>
 */
package echoai.link1.session;
