package echoai.link1.bench;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code perf.json}: every timing, the only file that differs from run to run. Separate runs
 * (bench, JMH) merge into it ({@link #merge}); a section no run has written yet is null and
 * left out of the file.
 *
 * @param schemaVersion    the results schema version
 * @param benchWallMs      wall time per experiment id, ms
 * @param threads          worker threads of the last bench run
 * @param seedSet          seed set of the last bench run
 * @param jmh              JMH results per benchmark ({@code FecBenchmark.encodeBlock}, …)
 * @param e2               E2's demodulator speed
 * @param lastBenchTotalMs wall time of the last bench run of more than one experiment, ms
 * @param decode48k        the 48 kHz receive path as a whole process ({@code link1 perf
 *                         --decode-48k})
 * @param browser          R's streaming receiver in headless Chromium, and the site's size
 *                         ({@code link1 perf --browser})
 * @param decode48kF       the same 48 kHz whole-process decode with profile F's frames
 *                         ({@code link1 perf --decode-48k --profile f}; issue 25)
 * @param decode48kQ       the same with profile Q's frames ({@code link1 perf --decode-48k
 *                         --profile q}; issue 38)
 */
@JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.NON_NULL)
public record PerfResult(int schemaVersion, Map<String, Long> benchWallMs, Integer threads,
                         String seedSet, Map<String, Jmh> jmh, E2 e2, Long lastBenchTotalMs,
                         Decode48k decode48k, Browser browser, Decode48k decode48kF,
                         Decode48k decode48kQ) {
    /** The bench's timings, the one document that differs from run to run. */
    public static final Doc<PerfResult> DOC = new Doc<>("perf.json", PerfResult.class);
    /** The timings of the extended run, in its own folder. */
    public static final Doc<PerfResult> EXTENDED_DOC = new Doc<>("extended/perf.json",
            PerfResult.class);

    /**
     * The components, the collections copied.
     *
     * @param schemaVersion the results schema version
     * @param benchWallMs wall time per experiment id, ms
     * @param threads worker threads of the last bench run
     * @param seedSet seed set of the last bench run
     * @param jmh JMH results per benchmark ({@code FecBenchmark.encodeBlock}, …)
     * @param e2 E2's demodulator speed
     * @param lastBenchTotalMs wall time of the last bench run of more than one experiment, ms
     * @param decode48k the 48 kHz receive path as a whole process ({@code link1 perf
     *     --decode-48k})
     * @param browser R's streaming receiver in headless Chromium, and the site's size
     *     ({@code link1 perf --browser})
     * @param decode48kF the 48 kHz whole-process decode with profile F's frames
     * @param decode48kQ the same with profile Q's frames
     */
    public PerfResult {
        benchWallMs = Copies.ordered(benchWallMs);
        jmh = Copies.ordered(jmh);
    }

    /**
     * Every section but F's and Q's 48 kHz decodes (null).
     *
     * @param schemaVersion the results schema version
     * @param benchWallMs wall time per experiment id, ms
     * @param threads worker threads of the last bench run
     * @param seedSet seed set of the last bench run
     * @param jmh JMH results per benchmark
     * @param e2 E2's demodulator speed
     * @param lastBenchTotalMs wall time of the last bench run of more than one experiment, ms
     * @param decode48k the 48 kHz receive path as a whole process
     * @param browser R's streaming receiver in headless Chromium, and the site's size
     */
    public PerfResult(int schemaVersion, Map<String, Long> benchWallMs, Integer threads,
                      String seedSet, Map<String, Jmh> jmh, E2 e2, Long lastBenchTotalMs,
                      Decode48k decode48k, Browser browser) {
        this(schemaVersion, benchWallMs, threads, seedSet, jmh, e2, lastBenchTotalMs, decode48k,
                browser, null, null);
    }

    /**
     * Nothing measured yet.
     *
     * @param schemaVersion the results schema version
     * @return a file with every section null
     */
    public static PerfResult empty(int schemaVersion) {
        return new PerfResult(schemaVersion, null, null, null, null, null, null, null, null);
    }

    /**
     * This file with {@code update} merged in: the maps merged key by key (the update's values
     * win, new keys go last), every other section replaced when the update has it.
     *
     * @param update the new measurements
     * @return the merged file
     */
    public PerfResult merge(PerfResult update) {
        return new PerfResult(update.schemaVersion, merged(benchWallMs, update.benchWallMs),
                pick(threads, update.threads), pick(seedSet, update.seedSet),
                merged(jmh, update.jmh), pick(e2, update.e2),
                pick(lastBenchTotalMs, update.lastBenchTotalMs),
                pick(decode48k, update.decode48k), pick(browser, update.browser),
                pick(decode48kF, update.decode48kF), pick(decode48kQ, update.decode48kQ));
    }

    private static <T> T pick(T old, T update) {
        return update != null ? update : old;
    }

    private static <V> Map<String, V> merged(Map<String, V> old, Map<String, V> update) {
        if (old == null || update == null) {
            return pick(old, update);
        }
        Map<String, V> out = new LinkedHashMap<>(old);
        out.putAll(update);
        return out;
    }

    /**
     * One JMH benchmark's primary result and how it was run.
     *
     * @param score                 the score, one decimal
     * @param scoreError            its 99.9 % error, one decimal
     * @param unit                  the score's unit ({@code ops/s})
     * @param mode                  JMH mode ({@code thrpt})
     * @param threads               benchmark threads
     * @param forks                 forks
     * @param warmupIterations      warm-up iterations
     * @param measurementIterations measured iterations
     * @param measurementTime       time per measured iteration
     * @param jvm                   the JVM's name and version
     * @param loadAverage1m         the machine's one-minute load average when the perf run that
     *                              measured it ended, 2 decimals (null in files written before
     *                              it was kept): on a shared machine it says how far the score
     *                              is from a quiet one
     */
    public record Jmh(BigDecimal score, BigDecimal scoreError, String unit, String mode,
                      int threads, int forks, int warmupIterations, int measurementIterations,
                      String measurementTime, String jvm, BigDecimal loadAverage1m) {
    }

    /**
     * E2's demodulator speed.
     *
     * @param demodRealTimeFactor seconds of audio demodulated per CPU second, whole
     * @param demodAudioHours     hours of audio demodulated, 3 decimals
     */
    public record E2(BigDecimal demodRealTimeFactor, BigDecimal demodAudioHours) {
    }

    /**
     * A 30-minute 48 kHz recording decoded by {@code link1 modem decode} in a fresh JVM, whole
     * process with JVM start; and the same for a 5-minute recording, so that memory can be
     * compared across lengths.
     *
     * @param command           what was run
     * @param audioSeconds      the recording's length, s, 3 decimals
     * @param sampleRateHz      its rate
     * @param framesSent        frames in it
     * @param framesDecoded     frames the command printed
     * @param wallMs            each counted run's wall time, ms (after one warm-up run)
     * @param medianWallMs      their median
     * @param realTimeFactor    audio seconds per wall second at the median, 1 decimal
     * @param cpuMs             each counted run's CPU time (user + system, every thread of the
     *                          child JVM), ms, sampled every 10 ms; null where not readable
     * @param cpuRealTimeFactor audio seconds per CPU second at the median CPU time, 1 decimal
     *                          (a load-robust figure beside the wall one); null without cpuMs
     * @param loadAverages1m    the one-minute load average at the end of each counted run
     * @param loadAverage1m     the machine's one-minute load average at the end, 2 decimals
     * @param cpus              the machine's processors
     * @param jvm               the JVM's name and version
     * @param memory            peak resident memory of the child per recording length (5 and
     *                          30 minutes); empty where {@code /proc} is not readable
     */
    public record Decode48k(String command, BigDecimal audioSeconds, int sampleRateHz,
                            int framesSent, long framesDecoded, List<Long> wallMs,
                            long medianWallMs, BigDecimal realTimeFactor, List<Long> cpuMs,
                            BigDecimal cpuRealTimeFactor, List<BigDecimal> loadAverages1m,
                            BigDecimal loadAverage1m, int cpus, String jvm,
                            List<Memory> memory) {
        /**
         * The components, the collections copied.
         *
         * @param command what was run
         * @param audioSeconds the recording's length, s, 3 decimals
         * @param sampleRateHz its rate
         * @param framesSent frames in it
         * @param framesDecoded frames the command printed
         * @param wallMs each counted run's wall time, ms (after one warm-up run)
         * @param medianWallMs their median
         * @param realTimeFactor audio seconds per wall second at the median, 1 decimal
         * @param cpuMs each counted run's CPU time (user + system, every thread of the
         *     child JVM), ms, sampled every 10 ms; null where not readable
         * @param cpuRealTimeFactor audio seconds per CPU second at the median CPU time, 1 decimal
         *     (a load-robust figure beside the wall one); null without cpuMs
         * @param loadAverages1m the one-minute load average at the end of each counted run
         * @param loadAverage1m the machine's one-minute load average at the end, 2 decimals
         * @param cpus the machine's processors
         * @param jvm the JVM's name and version
         * @param memory peak resident memory of the child per recording length (5 and
         *     30 minutes); empty where {@code /proc} is not readable
         */
        public Decode48k {
            wallMs = List.copyOf(wallMs);
            cpuMs = cpuMs == null ? null : List.copyOf(cpuMs);
            loadAverages1m = loadAverages1m == null ? null : List.copyOf(loadAverages1m);
            memory = memory == null ? List.of() : List.copyOf(memory);
        }
    }

    /**
     * The page's streaming receiver timed in a browser ({@code link1 perf --browser}): the room
     * test's recording of one profile at 48 kHz fed to a fresh receiver in 100 ms chunks, one
     * warm-up run and then the counted runs, each in one go on the page's thread; and the size of
     * the static site that holds it.
     *
     * @param command              what was run
     * @param engine               the browser's user agent
     * @param profile              the profile whose receiver ran ({@code r})
     * @param sampleRateHz         the recording's rate
     * @param audioSeconds         the recording's length, s, 3 decimals
     * @param framesSent           frames in the recording
     * @param framesHeard          frames the receiver heard in each counted run
     * @param warmupMs             the warm-up run, ms, 1 decimal
     * @param runsMs               each counted run, ms, 1 decimal
     * @param medianMs             their median, ms, 1 decimal
     * @param realTimeFactor       audio seconds per second at the median, 1 decimal
     * @param targetRealTimeFactor the target: at least this many times real time
     * @param siteBytes            the bytes of every file of the site, all included
     * @param siteFiles            the site's files
     * @param targetSiteBytes      the target: at most this many bytes
     * @param cpus                 the machine's processors
     * @param loadAverage1m        the machine's one-minute load average when the runs ended,
     *                             2 decimals
     */
    public record Browser(String command, String engine, String profile, int sampleRateHz,
                          BigDecimal audioSeconds, int framesSent, List<Integer> framesHeard,
                          BigDecimal warmupMs, List<BigDecimal> runsMs, BigDecimal medianMs,
                          BigDecimal realTimeFactor, int targetRealTimeFactor, long siteBytes,
                          int siteFiles, long targetSiteBytes, int cpus,
                          BigDecimal loadAverage1m) {
        /**
         * The components, the lists copied.
         *
         * @param command what was run
         * @param engine the browser's user agent
         * @param profile the profile whose receiver ran ({@code r})
         * @param sampleRateHz the recording's rate
         * @param audioSeconds the recording's length, s, 3 decimals
         * @param framesSent frames in the recording
         * @param framesHeard frames the receiver heard in each counted run
         * @param warmupMs the warm-up run, ms, 1 decimal
         * @param runsMs each counted run, ms, 1 decimal
         * @param medianMs their median, ms, 1 decimal
         * @param realTimeFactor audio seconds per second at the median, 1 decimal
         * @param targetRealTimeFactor the target: at least this many times real time
         * @param siteBytes the bytes of every file of the site, all included
         * @param siteFiles the site's files
         * @param targetSiteBytes the target: at most this many bytes
         * @param cpus the machine's processors
         * @param loadAverage1m the machine's one-minute load average when the runs ended,
         *     2 decimals
         */
        public Browser {
            framesHeard = List.copyOf(framesHeard);
            runsMs = List.copyOf(runsMs);
        }
    }

    /**
     * The child JVM's memory for one recording length: the largest peak resident set
     * ({@code VmHWM} of {@code /proc/<pid>/status}, sampled every 10 ms) over the counted runs.
     *
     * @param minutes        the recording's nominal length, minutes
     * @param audioSeconds   its exact length, s, 3 decimals
     * @param framesDecoded  frames the command printed
     * @param medianWallMs   the median wall time of its runs, ms
     * @param peakRssKib     the largest peak resident set, KiB
     */
    public record Memory(int minutes, BigDecimal audioSeconds, long framesDecoded,
                         long medianWallMs, long peakRssKib) {
    }
}
