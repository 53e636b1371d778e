/**
 * The integer MFSK modem of LINK-1: 60 air nibbles ⇄ 16 kHz int16 audio (spec LINK1.md, "The
 * modem"). Depends only on {@code echoai.link1.fec}; no floating point outside the table builder.
 *
 * <ul>
 *   <li>{@link echoai.link1.modem.TonePlan}: K=1 and K=2, slot and bin constants.</li>
 *   <li>{@link echoai.link1.modem.Preamble}: the five-note greeting.</li>
 *   <li>{@link echoai.link1.modem.Modulator}: nibbles or frames to a recording.</li>
 *   <li>{@link echoai.link1.modem.ProfileR}: profile R's tone plan, hopping, sync and layout
 *       (docs/spec/PROFILE-R.md).</li>
 *   <li>{@link echoai.link1.modem.ProfileF}: profile F's layout, R two tones a slot
 *       (docs/spec/PROFILE-F.md).</li>
 *   <li>{@link echoai.link1.modem.AirProfile}: the profile a user picks (K1, K2, R, F), with its
 *       transmitter and receiver.</li>
 *   <li>{@link echoai.link1.modem.FrameReceiver}: the streaming contract both receivers keep.</li>
 *   <li>{@link echoai.link1.modem.Demodulator}: the streaming receiver, frames out, drops counted.</li>
 *   <li>{@link echoai.link1.modem.AirReceiver}: the streaming receiver at the nibble level.</li>
 *   <li>{@link echoai.link1.modem.FrameCheck}: the injected check (the CRC).</li>
 *   <li>{@link echoai.link1.modem.ModemFrame}: one delivered frame.</li>
 *   <li>{@link echoai.link1.modem.DropReason}: why a greeting delivered nothing.</li>
 *   <li>Package-private engines: {@code SineTable} (pinned tables), {@code GreetingDetector}
 *       (running correlators), {@code SlotDemodulator} (timing, drift, decisions, reliabilities),
 *       {@code IsiCanceller} (inter-slot interference), {@code FrameCollector} (the one check per
 *       candidate, delivery, drops), {@code StreamFrontEnd} and {@code StartDetector} (ring,
 *       queue and detector feeding both receivers share), {@code SlidingToneWindows} (running
 *       correlators), and the hopping profiles' (R, F) {@code HopPlan}, {@code HopModulator},
 *       {@code HopDemodulator}, {@code HopReceiver}, {@code CostasSync} and
 *       {@code HopSlotDemodulator}.</li>
 * </ul>
 */
package echoai.link1.modem;
