/**
 * Forward error correction of LINK-1: GF(16), RS(15,11) with errors and erasures, interleaving,
 * whitening and GMD decoding of a 22-byte frame to and from 60 air nibbles; profile R's convolutional code. JDK only; integers
 * only. The CRC is not checked here: the caller checks it.
 *
 * <ul>
 *   <li>{@link echoai.link1.fec.Gf16} — GF(16) on x⁴+x+1, tables generated and pinned.</li>
 *   <li>{@link echoai.link1.fec.Rs1511} — systematic RS(15,11) encoder, errors-and-erasures
 *       decoder (Forney syndromes, Berlekamp–Massey, Chien, Forney magnitudes).</li>
 *   <li>{@link echoai.link1.fec.Interleaver} — symbol i of block j ↔ air position 4·i + j.</li>
 *   <li>{@link echoai.link1.fec.Whitener} — the x¹⁶+x¹⁴+x¹³+x¹¹+1 LFSR sequence, seed 0xACE1.</li>
 *   <li>{@link echoai.link1.fec.RsOutcome} — what one block decode did: {@code Corrected} or
 *       {@code Failed} with its reason (canonical instances, no allocation).</li>
 *   <li>{@link echoai.link1.fec.AirCodec} — frame ⇄ air nibbles, GMD decoding (the modem's API).</li>
 *   <li>{@link echoai.link1.fec.AirDecode} — its result: {@code Decoded} or {@code Failed}.</li>
 *   <li>{@link echoai.link1.fec.ConvolutionalCode} — profile R's K=7 rate-1/2 code (171/133
 *       octal) and its soft-decision Viterbi decoder.</li>
 *   <li>{@link echoai.link1.fec.RCodec} — profile R: frame ⇄ 91 code symbols (bits, code, one
 *       interleaver over the frame), soft decoding.</li>
 * </ul>
 */
package echoai.link1.fec;
