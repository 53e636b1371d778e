/**
 * The WSP postcard: 16 bytes, 4 atoms, 6 signed axes, flags and 5 extension bytes. JDK only.
 *
 * <ul>
 *   <li>{@link echoai.wsp.Atom} — the 48 atom codes and their names.</li>
 *   <li>{@link echoai.wsp.Axis} — the six axes V A D C U B and their range.</li>
 *   <li>{@link echoai.wsp.Emotion} — the six axis values of one postcard.</li>
 *   <li>{@link echoai.wsp.Flags} — the three flag bits.</li>
 *   <li>{@link echoai.wsp.Postcard} — the immutable, always-valid postcard and its codec.</li>
 *   <li>{@link echoai.wsp.Hex} — hex text ⇄ bytes with strict checks.</li>
 * </ul>
 */
package echoai.wsp;
