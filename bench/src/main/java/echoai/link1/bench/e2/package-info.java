/**
 * E2 — the modem in the simulated room. Integer MFSK with RS(15,11) + GMD: packet error rate
 * against SNR per room and K; a frame that fails its CRC is dropped, never guessed.
 *
 * <p>This folder holds the experiment {@link E2Modem} and its result record; no registration: what
 * it measures is reported, not judged; its section of the report; {@link E2Folder} is its one line
 * in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e2;
