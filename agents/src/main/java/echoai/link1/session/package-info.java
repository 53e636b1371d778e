/**
 * Agents talking over a channel: the arms, the runner that lives one world of one arm, the
 * channels (wire, air through a room, pipe), the one air path under every simulated air run,
 * the E5 dialogue, the rooms of agents, and the rows a session writes (B's life in a world,
 * what a speaker did to it, what the shared air did to the frames). Depends on agent, nexus0
 * and core's packages; never on bench, report, perf or cli (the stories the commands tell
 * are the cli's).
 *
 * <ul>
 *   <li>{@link echoai.link1.session.Arm} — the wire arms S T X L D: what A's broadcast becomes
 *       and where B lives.</li>
 *   <li>{@link echoai.link1.session.ArmPlan} — an arm's name, its transform and its channel per
 *       world.</li>
 *   <li>{@link echoai.link1.session.ArmRunner} — one world of one arm: speak, carry, listen;
 *       the E4 keys of B's life (its {@link echoai.link1.agent.LifeMeasures}).</li>
 *   <li>{@link echoai.link1.session.AirChannel} — frames by air, any profile, through a simulated
 *       room or a physical room point.</li>
 *   <li>{@link echoai.link1.session.PostcardAirChannel} — frames by air one postcard at a time,
 *       each its own recording and room draw (the v2 rooms arms, V2-2).</li>
 *   <li>{@link echoai.link1.session.AirRoom} — the room of an air path: simulated (room kind,
 *       SNR) or physical (room point, background, SNR, devices; back to 16 kHz).</li>
 *   <li>{@link echoai.link1.session.AirPath} — the one frames → PCM → room → receiver path,
 *       and its steps apart.</li>
 *   <li>{@link echoai.link1.session.Reception} — what the receiver made of a recording: frames,
 *       greetings, candidates, drops by reason.</li>
 *   <li>{@link echoai.link1.session.ReceiveLoop} — the one receive loop: PCM source →
 *       demodulator → frames (for {@code modem decode} and {@code air listen}).</li>
 *   <li>{@link echoai.link1.session.Dialogue} — E5: B asks, A answers from its final state.</li>
 *   <li>{@link echoai.link1.session.PipeListener} — B's side of a pipe between processes: one
 *       world raw, or many in envelopes; it reports what it knows, not the accounting.</li>
 *   <li>{@link echoai.link1.session.PipeSpeaker} — A's side in its own process: its frames per
 *       world, or its E5 answers to the ASK envelopes it reads.</li>
 *   <li>{@link echoai.link1.session.PipeDialogue} — B's side of E5 over two pipes.</li>
 *   <li>{@link echoai.link1.session.WorldEnvelope} — how a world boundary travels in a byte
 *       stream between processes: a length-prefixed, CRC-32-checked header per world.</li>
 *   <li>{@link echoai.link1.session.Answerer} — A's side of one E5 world: the ASKs it hears
 *       and its answers as frames.</li>
 *   <li>{@link echoai.link1.session.PerceptionArm} — E9's arms S T TNEQ DISC DISC-X DISC-L:
 *       what A says and how B perceives (its member of the family, drawn per world).</li>
 *   <li>{@link echoai.link1.session.DiscoveryRunner} — one world of one E9 arm by wire, with
 *       what B did with its belief about A's perception.</li>
 *   <li>{@link echoai.link1.session.SpeakerKind} — E8's speakers H, L and M0.3: what a veteran
 *       says of what it lived.</li>
 *   <li>{@link echoai.link1.session.SpeakerSet} — E8's speaker sets {H}, {L}, {H, L},
 *       {H, M0.3}, {H, L, L}: speaker j is veteran j.</li>
 *   <li>{@link echoai.link1.session.TrustArm} — one E8 arm: a set, how B listens (trust, no
 *       trust, known liar) and the order it hears the speakers in.</li>
 *   <li>{@link echoai.link1.session.BaselineRule} — the majority-vote and reputation
 *       baselines run beside E8's rule on its speaker sets.</li>
 *   <li>{@link echoai.link1.session.TrustRunner} — one world of one E8 arm by wire (or on the
 *       frames a room delivered): B's row and, per speaker, its figures.</li>
 *   <li>{@link echoai.link1.session.TrustAir} — one world of E8 by air: a speaker set says its
 *       claims over E7's shared room, together or the wrong speakers last, and B lives by each
 *       rule on what its receiver delivered.</li>
 *   <li>{@link echoai.link1.session.SharedAir} — a shared acoustic channel (E7): every agent
 *       of a shared room with its own receiver, carrier sense and medium access.</li>
 *   <li>{@link echoai.link1.session.MediumAccess} — how the agents of a shared room take turns:
 *       CSMA, ALOHA or TDMA, slots, back-off window, bounded wait.</li>
 *   <li>{@link echoai.link1.session.AirTransmission} — one frame sent into a shared air: who,
 *       what and when (the simulation's ground truth).</li>
 *   <li>{@link echoai.link1.session.AirReception} — one frame an agent's receiver delivered in
 *       a shared air.</li>
 *   <li>{@link echoai.link1.session.RoomSetup} — one E7 arm: profile, veterans, placement,
 *       medium access and room.</li>
 *   <li>{@link echoai.link1.session.RoomPlacement} — where the agents of a shared room stand,
 *       drawn per world.</li>
 *   <li>{@link echoai.link1.session.RoomRun} — one world of one room arm: B's row, the air's
 *       counts, the transmissions.</li>
 *   <li>{@link echoai.link1.session.RoomBroadcast} — E7 (a): the veterans broadcast their
 *       claims over one shared room while B listens.</li>
 *   <li>{@link echoai.link1.session.RoomDialogue} — E7 (b): E5's dialogue by air with retries
 *       in a shared room.</li>
 *   <li>{@link echoai.link1.session.CaptureEffect} — E7's capture effect: does a frame survive
 *       another that overlaps it at the microphone?</li>
 *   <li>{@link echoai.link1.session.LiveStation} — one agent of E7's live run: the medium
 *       access of a shared-air agent on real audio.</li>
 *   <li>{@link echoai.link1.session.WorldResult} — one world of one arm: B's life, harm, the
 *       postcards' fate and every P3 guard's count.</li>
 *   <li>{@link echoai.link1.session.ListenerReport} — what B knows after a world, as a
 *       listener in its own process reports it.</li>
 *   <li>{@link echoai.link1.session.SpeakerFigures} — what one speaker of an E8 world did to
 *       B, and how B's trust in it went.</li>
 *   <li>{@link echoai.link1.session.E8World} — one world of one E8 arm: B's row and a row
 *       per speaker (and the shared air's counts, by air).</li>
 *   <li>{@link echoai.link1.session.DiscoveryFigures} — what B did with its belief about A's
 *       perception in one E9 world.</li>
 *   <li>{@link echoai.link1.session.E9World} — one world of one E9 arm: B's row and its
 *       discovery figures.</li>
 *   <li>{@link echoai.link1.session.RoomAirCounts} — what a shared room's air did to the
 *       frames of one world.</li>
 *   <li>{@link echoai.link1.session.Seeds} — the documented seed derivation
 *       {@code mix(seed, stream)}.</li>
 * </ul>
 */
package echoai.link1.session;
