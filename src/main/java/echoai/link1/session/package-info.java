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
 *       the E4 keys of B's life (its {@link echoai.link1.agent.LifeMeasures}).</li>
 *   <li>{@link echoai.link1.session.AirChannel} — frames by air through the simulated room.</li>
 *   <li>{@link echoai.link1.session.AirPath} — the one frames → PCM → room → demodulator path,
 *       and its steps apart.</li>
 *   <li>{@link echoai.link1.session.Reception} — what the receiver made of a recording: frames,
 *       greetings, candidates, drops by reason.</li>
 *   <li>{@link echoai.link1.session.Dialogue} — E5: B asks, A answers from its final state.</li>
 *   <li>{@link echoai.link1.session.PipeListener} — B's side of a pipe between processes.</li>
 *   <li>{@link echoai.link1.session.Demo}, {@link echoai.link1.session.Narration} — one
 *       world's story and its words.</li>
 *   <li>{@link echoai.link1.session.Seeds} — the documented seed derivation
 *       {@code mix(seed, stream)}.</li>
 * </ul>
 */
package echoai.link1.session;
