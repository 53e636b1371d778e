/**
 * NEXUS-0: the ring world and the agent LINK-1 stands on (contract: NEXUS0.md). Imports only
 * {@code echoai.wsp} and the JDK; nothing here knows that testimony exists.
 *
 * <ul>
 *   <li>{@link echoai.nexus0.SplitMix64} — the contract's generator and {@code below(n)}.</li>
 *   <li>{@link echoai.nexus0.CellKind} — EMPTY, THREAT, GOAL, NOVEL.</li>
 *   <li>{@link echoai.nexus0.RingWorld} — {@code world(seed)}, {@code worldD(seed)}: kinds, landmarks, observations.</li>
 *   <li>{@link echoai.nexus0.Encoder} — cell kind + landmark → observation postcard.</li>
 *   <li>{@link echoai.nexus0.Perception} — E9's family of perception differences: landmark
 *       rotation and key, relation atoms permuted, axes' signs flipped; identity = v1.</li>
 *   <li>{@link echoai.nexus0.Referent} — FNV-1a 32 of the observation bytes, {@code & 0xFFFF}.</li>
 *   <li>{@link echoai.nexus0.Action} — APPROACH, AVOID, WAIT and their relation atoms.</li>
 *   <li>{@link echoai.nexus0.Dynamics} — (jump, reward) per kind × action.</li>
 *   <li>{@link echoai.nexus0.Cam} — append-only list of distinct observations (the states).</li>
 *   <li>{@link echoai.nexus0.Transitions} — T: n(s, a) and the last harm turn.</li>
 *   <li>{@link echoai.nexus0.QTable} — integer Q and its learning rule.</li>
 *   <li>{@link echoai.nexus0.Gate} — VETO within 32 turns of the last harm of (s, a).</li>
 *   <li>{@link echoai.nexus0.Cortex} — optional advisor, off (never called).</li>
 *   <li>{@link echoai.nexus0.AgentView} — read-only view of an agent's state.</li>
 *   <li>{@link echoai.nexus0.Proposer} — step 2 of a turn, the only extension point.</li>
 *   <li>{@link echoai.nexus0.Nexus0Policy} — NEXUS-0's own proposal rule, as pure functions.</li>
 *   <li>{@link echoai.nexus0.ReplayProposer} — replays a list of proposals (twins).</li>
 *   <li>{@link echoai.nexus0.Agent} — the engine: 256-turn life, {@code turn()}, digest, snapshot.</li>
 *   <li>{@link echoai.nexus0.TurnRecord} — the journal record of one turn.</li>
 *   <li>{@link echoai.nexus0.LifeSummary} — harm, return, CAM size, tried pairs, verdicts, cortex calls.</li>
 *   <li>{@link echoai.nexus0.CoreSnapshot} — immutable copy of CAM, T and Q.</li>
 *   <li>{@link echoai.nexus0.CoreDigest} — SHA-256 of CAM, then n, Q, last harm per (s, a).</li>
 *   <li>{@link echoai.nexus0.Auditor} — checks facts against the journal: false_facts, destroyed.</li>
 * </ul>
 */
package echoai.nexus0;
