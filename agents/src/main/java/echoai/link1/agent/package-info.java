/**
 * LINK-1 agents: the veteran that speaks, the novice that listens with testimony kept apart from
 * fact, the channel that carries bytes between them, the guards of P3, and the per-life measures
 * the bench reports. Depends on wsp, nexus0, frame and speech; uses NEXUS-0 only through its
 * {@code Proposer} extension point.
 *
 * <ul>
 *   <li>{@link echoai.link1.agent.Channel} — carries frames as bytes, outside both agents.</li>
 *   <li>{@link echoai.link1.agent.WireChannel} — the wire: frame bytes unchanged.</li>
 *   <li>{@link echoai.link1.agent.Outbox} — sender id and sequence numbers (mod 256).</li>
 *   <li>{@link echoai.link1.agent.Veteran} — A: lives, then claims; answers ASKs (E5).</li>
 *   <li>{@link echoai.link1.agent.TalkingAgent} — B: hear(bytes), the listening proposer, guards.</li>
 *   <li>{@link echoai.link1.agent.Testimony} — one heard claim (who, what, via which frame).</li>
 *   <li>{@link echoai.link1.agent.TestimonyStore} — testimony by referent, apart from CAM/T/Q.</li>
 *   <li>{@link echoai.link1.agent.AdviceBudget} — diversions spent per referent.</li>
 *   <li>{@link echoai.link1.agent.Site} — what B knows of its site at a proposal.</li>
 *   <li>{@link echoai.link1.agent.Proposal} — one proposal: plain, chosen, consulted, budget.</li>
 *   <li>{@link echoai.link1.agent.ListeningRule} — the rule as pure functions; ADVICE_BUDGET = 4.</li>
 *   <li>{@link echoai.link1.agent.PerceptionBelief} — E9: B's belief about how A perceives,
 *       beside the testimony; the identification rule.</li>
 *   <li>{@link echoai.link1.agent.DiscoveryLog} — per turn, the referent a discovering B looked
 *       testimony up under.</li>
 *   <li>{@link echoai.link1.agent.ProvenanceStore} — E8: testimony per speaker (the frame's
 *       sender byte); two speakers on one referent are two testimonies.</li>
 *   <li>{@link echoai.link1.agent.TrustRule} — E8's rule as pure functions: the check of a claim
 *       against B's own reward, the Beta trust and its threshold, whom B follows.</li>
 *   <li>{@link echoai.link1.agent.TrustLedger} — E8: B's trust in each speaker, from its own
 *       turns only, beside the testimony.</li>
 *   <li>{@link echoai.link1.agent.TrustEvent} — one check of a speaker's claim by B's own turn.</li>
 *   <li>{@link echoai.link1.agent.TrustProposal} — a trusting proposal and the speaker it
 *       followed.</li>
 *   <li>{@link echoai.link1.agent.TrustLog} — what a trusting B did with its speakers.</li>
 *   <li>{@link echoai.link1.agent.MajorityVote} — the majority-vote baseline beside E8's rule:
 *       per site and action the sign most speakers claimed, a tie no advice.</li>
 *   <li>{@link echoai.link1.agent.ReputationRule} — the reputation baseline beside E8's rule:
 *       E8's counts of borne-out and contradicted claims, Beta(1, 1), followed only above 1/2.</li>
 *   <li>{@link echoai.link1.agent.Oracle} — the independent per-turn recomputation (P3): its own
 *       literal budget, greedy and least-tried choices, and reading of the raw frames heard
 *       (package-private {@code OracleEar}); it shares no code or data with the rule; for E9
 *       its own account of the discovery (package-private {@code OracleSight}); for E8 its own
 *       account of B's trust (package-private {@code OracleTrust}; the reputation baseline's
 *       too); for the majority-vote baseline its own count (package-private
 *       {@code OracleVote}).</li>
 *   <li>{@link echoai.link1.agent.Hearing} — what one hear() did.</li>
 *   <li>{@link echoai.link1.agent.Firewall} — the P3 audit of a life and how often each guard
 *       ran.</li>
 *   <li>{@link echoai.link1.agent.LifeMeasures} — first-visit harm, harm, return, diversions,
 *       sites counted and gate vetoes of a life, from its journal and view.</li>
 * </ul>
 */
package echoai.link1.agent;
