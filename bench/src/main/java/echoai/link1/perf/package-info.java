/**
 * JMH benchmarks, run by {@code link1 perf} (every {@code @Benchmark} in this package is picked up
 * from the jar's {@code META-INF/BenchmarkList}).
 *
 * <ul>
 *   <li>{@link echoai.link1.perf.FecBenchmark} — RS(15,11) block encode/decode, frame encode
 *       and GMD frame decode throughput.</li>
 *   <li>{@link echoai.link1.perf.ModemBenchmark} — the MFSK receiver's real-time factor
 *       (score in ops/s = seconds of audio decoded per second).</li>
 *   <li>{@link echoai.link1.perf.ResamplerBenchmark} — 48 and 44.1 kHz → 16 kHz resampling's
 *       real-time factor (same unit).</li>
 *   <li>{@link echoai.link1.perf.ProfileRBenchmark} — profile R's receiver's real-time factor,
 *       measured the same way.</li>
 * </ul>
 */
package echoai.link1.perf;
