/**
 * Speech acts CLAIM, ASK, UNKNOWN and HELLO: building their postcards and reading them
 * strictly. Depends on wsp and frame.
 *
 * <ul>
 *   <li>{@link echoai.link1.speech.SpeechAct} — the sealed family of acts.</li>
 *   <li>{@link echoai.link1.speech.Claim} — "what happened to me doing a here".</li>
 *   <li>{@link echoai.link1.speech.Ask} — "what do you know of this site?".</li>
 *   <li>{@link echoai.link1.speech.Unknown} — "I have not lived it".</li>
 *   <li>{@link echoai.link1.speech.Hello} — the greeting.</li>
 *   <li>{@link echoai.link1.speech.Speech} — builders, strict readers, framing.</li>
 *   <li>{@link echoai.link1.speech.SpeechLine} — one line of human text per act, the actions'
 *       plain names.</li>
 * </ul>
 */
package echoai.link1.speech;
