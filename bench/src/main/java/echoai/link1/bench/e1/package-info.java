/**
 * E1 — RS(15,11) forward error correction. Every pattern within capacity must be corrected; beyond
 * it, a reported failure or a miscorrection the CRC must catch.
 *
 * <p>This folder holds the experiment {@link E1Fec} and its result record; no registration: what
 * it measures is reported, not judged; its section of the report; {@link E1Folder} is its one line
 * in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e1;
