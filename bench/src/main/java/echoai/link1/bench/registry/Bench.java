package echoai.link1.bench.registry;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Tally;
import echoai.link1.bench.rules.Where;
import echoai.link1.report.Lab;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs experiments and judges every registration the registry lists, from the documents in the
 * output folder: each registration's verdicts into its own document or its part of
 * {@code v2/predictions.json}; the timings into {@code perf.json}. The run's documents are
 * staged and moved into the folder together at the end ({@link Staging}).
 */
public final class Bench {
    private Bench() {
    }

    /**
     * What a run did: each document and what became of it, and every registration's tally in
     * the folder afterwards.
     *
     * @param files the documents, in writing order, and what became of each
     * @param tallies every registration's tally, in registry order
     */
    public record Outcome(List<Staging.Outcome> files, List<Tally> tallies) {
        public Outcome {
            files = List.copyOf(files);
            tallies = List.copyOf(tallies);
        }
    }

    /**
     * Runs each experiment in order (its seeds and options checked first), then judges.
     *
     * @param experiments the experiments, in run order
     * @param ctx the context
     * @return what the run wrote
     * @throws IllegalArgumentException when an experiment may not run on these seeds or options
     * @throws Exception when an experiment fails
     */
    public static Outcome run(List<? extends Experiment<?>> experiments, BenchContext ctx)
            throws Exception {
        for (Experiment<?> e : experiments) {
            Registry.checkSeeds(e, ctx.seeds());
            e.checkOptions(ctx.options(), ctx.seeds());
        }
        Files.createDirectories(ctx.outDir());
        Staging staging = new Staging(ctx.outDir());
        long benchStart = System.nanoTime();
        for (Experiment<?> experiment : experiments) {
            long start = System.nanoTime();
            Record doc = experiment.run(ctx);
            Json.writeDocument(staging.target(experiment.doc().file(), false), doc);
            ctx.perf().wall(experiment.id(), (System.nanoTime() - start) / 1_000_000);
        }
        judgeInto(staging, false);
        if (experiments.size() > 1) {
            ctx.perf().total((System.nanoTime() - benchStart) / 1_000_000);
        }
        Path perfFile = ctx.outDir().resolve(PerfResult.DOC.file());
        PerfResult old = Files.exists(perfFile) ? Json.read(perfFile, PerfResult.class)
                : PerfResult.empty(Json.SCHEMA_VERSION);
        Json.writeDocument(staging.target(PerfResult.DOC.file(), true), old.merge(
                ctx.perf().update(ctx.threads(), ctx.seeds().label())));
        return new Outcome(staging.commit(), tallies(ctx.outDir()));
    }

    /**
     * Judges every registration again from the documents in {@code dir} (slow judges too),
     * running nothing: how a reader checks a committed verdict.
     *
     * @param dir the lab folder
     * @return what the judgement wrote
     * @throws IOException when a document cannot be read or written
     */
    public static Outcome judge(Path dir) throws IOException {
        return judge(dir, true);
    }

    /**
     * Judges every registration again from the documents in {@code dir}, the slow judges
     * ({@link Registration#slowJudge()}) only when asked: their verdicts in place are kept.
     *
     * @param dir the lab folder
     * @param slowToo whether the slow judges run too
     * @return what the judgement wrote
     * @throws IOException when a document cannot be read or written
     */
    public static Outcome judge(Path dir, boolean slowToo) throws IOException {
        Staging staging = new Staging(dir);
        judgeInto(staging, slowToo);
        return new Outcome(staging.commit(), tallies(dir));
    }

    /**
     * Judges one registration whose verdicts are a document of their own (the v1 rules, say)
     * from the documents in {@code dir}, on any seeds: how a sweep judges its own worlds.
     *
     * @param dir the folder
     * @param r the registration
     * @return the document written, or null when there was nothing to judge
     * @throws IOException when a document cannot be read or written
     * @throws IllegalArgumentException when its verdicts are not a document of their own
     */
    public static Path judgeOwn(Path dir, Registration<?> r) throws IOException {
        if (!(r.where() instanceof Where.Own own)) {
            throw new IllegalArgumentException(r.id() + "'s verdicts are not a document of their"
                    + " own");
        }
        Staging staging = new Staging(dir);
        Sources in = new Sources();
        for (Doc<?> d : r.sources()) {
            Path f = dir.resolve(d.file());
            if (Files.isRegularFile(f)) {
                addAny(in, d, f);
            }
        }
        Record verdicts = in.isEmpty() ? null : r.judge(in);
        if (verdicts == null) {
            return null;
        }
        Json.writeDocument(staging.target(own.doc().file(), false), verdicts,
                staging.builds(r.sources().stream().map(Doc::file).toList()));
        staging.commit();
        return dir.resolve(own.doc().file());
    }

    private static <R extends Record> void addAny(Sources in, Doc<R> d, Path file)
            throws IOException {
        R record = LabFiles.record(file, d.type());
        in.with(d, record, Lab.seedSetOf(record));
    }

    /**
     * Merges {@code update} into {@code dir/perf.json} ({@link PerfResult#merge}), so separate
     * runs (bench, JMH) keep each other's figures.
     *
     * @param dir the lab folder
     * @param update the new figures
     * @return the file
     * @throws IOException when it cannot be read or written
     */
    public static Path updatePerf(Path dir, PerfResult update) throws IOException {
        Path file = dir.resolve(PerfResult.DOC.file());
        PerfResult old = Files.exists(file) ? Json.read(file, PerfResult.class)
                : PerfResult.empty(Json.SCHEMA_VERSION);
        Json.writeDocument(file, old.merge(update));
        return file;
    }

    /** Every registration's tally of the verdicts in {@code dir}. */
    public static List<Tally> tallies(Path dir) throws IOException {
        Lab lab = LabFiles.read(dir);
        List<Tally> out = new ArrayList<>();
        for (Registration<?> r : Registry.registrations()) {
            out.add(tally(r, lab));
        }
        return out;
    }

    private static <V extends Record> Tally tally(Registration<V> r, Lab lab) {
        return Tally.of(r, lab.verdicts(r.verdictType()));
    }

    /**
     * Judges each registration from the documents the staging sees; a slow judge only when
     * asked ({@code slowToo}) or when this run wrote one of its sources.
     */
    private static void judgeInto(Staging staging, boolean slowToo) throws IOException {
        List<V2File.Part> v2 = new ArrayList<>();
        List<String> v2Sources = new ArrayList<>();
        boolean v2Judged = false;
        for (Registration<?> r : Registry.registrations()) {
            boolean ownRun = r.sources().stream().anyMatch(d -> staging.wrote(d.file()));
            if (r.slowJudge() && !slowToo && !ownRun) {
                continue;
            }
            Sources in = sources(staging, r);
            Record verdicts = in.isEmpty() ? null : r.judge(in);
            List<String> files = r.sources().stream().map(Doc::file).toList();
            if (r.where() instanceof Where.Own own) {
                if (verdicts != null) {
                    Json.writeDocument(staging.target(own.doc().file(), false), verdicts,
                            staging.builds(files));
                }
                continue;
            }
            v2Sources.addAll(files);
            v2Judged |= verdicts != null;
            Record shown = verdicts != null ? verdicts
                    : r.writtenWhenNotRun() ? r.pending(notRun(r)) : null;
            if (shown != null) {
                Map<String, String> judged = new java.util.LinkedHashMap<>();
                r.sources().forEach(d -> {
                    if (in.has(d)) {
                        judged.put(d.file(), in.seedSet(d));
                    }
                });
                v2.add(new V2File.Part(r, shown, judged));
            }
        }
        if (v2Judged) {
            Json.writeDocument(staging.target(V2File.DOC_FILE, false), V2File.document(v2),
                    staging.builds(v2Sources));
        }
    }

    /** Why a registration's verdicts are pending: no run of its seeds in its first source. */
    private static String notRun(Registration<?> r) {
        Doc<?> first = r.sources().get(0);
        String id = Registry.writerOf(first).map(Experiment::id).orElse(first.name());
        return "no " + (r.evalLabel().equals("eval") ? "eval" : r.evalLabel()) + " run of " + id
                + " in " + first.file();
    }

    /** The registration's sources in the folder (through the staging), of the seeds it judges. */
    private static Sources sources(Staging staging, Registration<?> r) throws IOException {
        Sources in = new Sources();
        for (Doc<?> d : r.sources()) {
            add(in, d, staging.resolve(d.file()), r);
        }
        return in;
    }

    private static <R extends Record> void add(Sources in, Doc<R> d, Path file,
                                               Registration<?> r) throws IOException {
        if (!Files.isRegularFile(file)) {
            return;
        }
        R record = LabFiles.record(file, d.type());
        String seedSet = Lab.seedSetOf(record);
        if (r.judgesEvalOnly() && !r.evalLabel().equals(seedSet)) {
            return;
        }
        in.with(d, record, seedSet);
    }
}
