/**
 * A room of agents (E7). Several veterans share the living room's air (RT60 0.5 s, white noise at
 * 30 dB for a speaker 1 m away); carrier sense and back-off (CSMA) against talking at random
 * (ALOHA) and a fixed schedule (TDMA, the bound); the dialogue by air with retries.
 *
 * <p>This folder holds the experiments {@link E7Room}, {@link E7Live}, {@link E7Capture} and their
 * result record; its registration, {@link E7Rules} (the rules, predictions and checks apart, their
 * judge and the rows the report shows); its section of the report; {@link E7Folder} is its one
 * line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e7;
