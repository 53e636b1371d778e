package echoai.link1.bench.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.bench.v1.PredictionsResult;
import echoai.link1.report.Folder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The registry is the one list every report, glance, provenance and seed policy iterates: it
 * holds each experiment once, each registration's rules are in its spec file, and the seed
 * policy refuses what docs/spec/ forbids.
 */
class RegistryTest {
    @Test
    void theRegistryIsConsistent() {
        assertThat(Registry.problems()).isEmpty();
    }

    /** {@code bench all} once ran E0–E6 twice: every id is listed once. */
    @Test
    void everyExperimentIsListedOnceAndAllRunsEachOnce() {
        List<String> ids = Registry.experiments().stream()
                .map(e -> e.id().toUpperCase(Locale.ROOT)).toList();
        assertThat(ids).doesNotHaveDuplicates();
        long inFolders = Registry.folders().stream().mapToLong(f -> f.experiments().size()).sum();
        assertThat(ids).hasSize((int) inFolders);
        assertThat(Registry.inAll().stream().map(Experiment::id))
                .containsExactly("E0", "E1", "E2", "E4", "E5", "E6");
    }

    @Test
    void everyRuleIsNamedInItsSpecFile() throws IOException {
        assertThat(Registry.registrations()).hasSizeGreaterThanOrEqualTo(10);
        for (Registration<?> r : Registry.registrations()) {
            Path spec = Path.of(r.specFile());
            assertThat(spec).as(r.id()).isRegularFile();
            String text = Files.readString(spec);
            for (Rule rule : r.rules()) {
                assertThat(text).as(r.id() + " " + rule.id())
                        .containsPattern("\\b" + rule.id() + "\\b");
            }
        }
    }

    /**
     * Every document an experiment writes, and each registration's own, is listed (the v2
     * verdicts' shared file, v2/predictions.json, has no record of its own: V2File keeps it).
     */
    @Test
    void everyDocumentIsListedOnce() {
        List<String> files = Registry.documents().stream().map(Doc::file).toList();
        assertThat(files).doesNotHaveDuplicates().contains("perf.json", "predictions.json",
                "v2/u3-rerun-predictions.json");
        for (Experiment<?> e : Registry.experiments()) {
            assertThat(files).as(e.id()).contains(e.doc().file());
            assertThat(Registry.writerOf(e.doc()).map(Experiment::id)).contains(e.id());
        }
    }

    @Test
    void aRegisteredExperimentRunsOnItsOwnEvalRangeOrAwayFromEveryEvalRange() {
        Experiment<?> rooms = Registry.experiment("E2-rooms").orElseThrow();
        Registry.checkSeeds(rooms, SeedSet.EVAL);
        Registry.checkSeeds(rooms, SeedSet.DEV);
        Registry.checkSeeds(rooms, SeedSet.parse("5000-5010"));
        assertThatThrownBy(() -> Registry.checkSeeds(rooms, SeedSet.parse("1000-1010")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("E2-rooms runs on its registered eval seeds 1000");
        // V2-3's fresh range belongs to understanding-rooms-u3, not to understanding-rooms
        Experiment<?> understanding = Registry.experiment("understanding-rooms").orElseThrow();
        assertThatThrownBy(() -> Registry.checkSeeds(understanding,
                SeedSet.parse("110000-110063"))).isInstanceOf(IllegalArgumentException.class);
        Registry.checkSeeds(Registry.experiment("understanding-rooms-u3").orElseThrow(),
                SeedSet.parse("110000-110063"));
    }

    @Test
    void aDevOnlyExperimentIsRefusedOffTheDevSeeds() {
        Experiment<?> noise = Registry.experiment("E2-rooms-noise").orElseThrow();
        Registry.checkSeeds(noise, SeedSet.parse("0-3"));
        assertThatThrownBy(() -> Registry.checkSeeds(noise, SeedSet.EVAL))
                .hasMessageContaining("dev seeds only");
        assertThatThrownBy(() -> Registry.checkSeeds(noise, SeedSet.parse("15-16")))
                .hasMessageContaining("dev seeds only");
    }

    /** An experiment whose registration is not in the registry yet may not touch eval seeds. */
    @Test
    void anUnregisteredExperimentIsRefusedTheEvalSeeds() {
        Experiment<PredictionsResult> fake = new Experiment<>() {
            @Override
            public String id() {
                return "fake";
            }

            @Override
            public Doc<PredictionsResult> doc() {
                return new Doc<>("fake.json", PredictionsResult.class);
            }

            @Override
            public String title() {
                return "a fake";
            }

            @Override
            public SeedPolicy seedPolicy() {
                return SeedPolicy.registeredBy("NOT-YET");
            }

            @Override
            public PredictionsResult run(BenchContext ctx) {
                throw new AssertionError("not run");
            }
        };
        Registry.checkSeeds(fake, SeedSet.DEV);
        assertThatThrownBy(() -> Registry.checkSeeds(fake, SeedSet.EVAL))
                .hasMessageContaining("fake is not registered yet");
        assertThatThrownBy(() -> Registry.checkSeeds(fake, SeedSet.parse("110000")))
                .hasMessageContaining("not registered yet");
    }

    /** A later registration's fresh eval range is apart from every earlier one's. */
    @Test
    void freshEvalRangesDoNotOverlap() {
        List<Registration<?>> fresh = new ArrayList<>();
        for (Registration<?> r : Registry.registrations()) {
            if (r.fresh()) {
                fresh.add(r);
            }
        }
        assertThat(fresh).extracting(Registration::id).contains("V2-3");
        for (Registration<?> r : fresh) {
            for (Registration<?> other : Registry.registrations()) {
                if (!other.id().equals(r.id())) {
                    assertThat(r.evalSeeds().overlaps(other.evalSeeds())).as(r.id() + " "
                            + other.id()).isFalse();
                }
            }
        }
    }

    /** Every folder has a lead and a title; ids of registrations are unique. */
    @Test
    void everyFolderSaysWhatItHolds() {
        for (Folder f : Registry.folders()) {
            assertThat(f.lead()).as(f.getClass().getSimpleName()).isNotBlank();
        }
        assertThat(Registry.registrations().stream().map(Registration::id))
                .doesNotHaveDuplicates();
        assertThat(Stream.of("v1", "V2-1", "V2-2", "V2-3", "V2-4", "E7", "E8", "E8-air", "E9",
                "E2-rooms-F")).allMatch(id -> Registry.registration(id).isPresent());
    }

    /**
     * What each registration declares, in registry order: its eval seeds' label, whether its
     * range is fresh, whether its pending verdicts are written before it runs, whether its judge
     * is slow, whether it judges only its eval seeds, and whether it has a pending form.
     */
    @Test
    void eachRegistrationDeclaresItsSeedsAndHowItIsJudged() {
        assertThat(Registry.registrations().stream().map(r -> r.id() + " " + r.evalLabel()
                + (r.fresh() ? " fresh" : "") + (r.writtenWhenNotRun() ? " written-early" : "")
                + (r.slowJudge() ? " slow" : "") + (r.judgesEvalOnly() ? "" : " any-seeds")
                + (r.pending("w") == null ? " no-pending" : ""))).containsExactly(
                "v1 eval any-seeds no-pending",
                "V2-1 eval written-early",
                "V2-2 eval written-early",
                "E7 eval",
                "E9 eval",
                "V2-3 110000-110063 fresh slow no-pending",
                "V2-4 eval",
                "E8 eval",
                "E2-rooms-F eval",
                "E8-air eval",
                "E9-fresh 120000-120063 fresh no-pending",
                "E2-rooms-Q 130000-130063 fresh",
                "Messages-air 140000-140063 fresh");
    }

    /**
     * Every registration has a title and rules with unique ids; with nothing to judge from it
     * judges nothing; and its pending verdicts give one pending row a rule, in the rules' order
     * and words, each saying why.
     */
    @Test
    void eachRegistrationHasRulesAndRowsForThemAndJudgesNothingFromNothing() {
        for (Registration<?> r : Registry.registrations()) {
            assertThat(r.title()).as(r.id()).isNotBlank();
            assertThat(r.rules()).as(r.id()).isNotEmpty()
                    .allSatisfy(rule -> assertThat(rule.text()).as(rule.id()).isNotBlank());
            assertThat(r.sources()).as(r.id()).isNotEmpty();
            assertThat(r.rules().stream().map(Rule::id)).as(r.id()).doesNotHaveDuplicates();
            assertThat(r.judge(new Sources())).as(r.id()).isNull();
            List<RuleRow> rows = pendingRows(r, "no run yet");
            if (rows != null) {
                assertThat(rows).as(r.id()).extracting(RuleRow::id)
                        .containsExactlyElementsOf(r.rules().stream().map(Rule::id).toList());
                assertThat(rows).as(r.id()).extracting(RuleRow::rule)
                        .containsExactlyElementsOf(r.rules().stream().map(Rule::text).toList());
                assertThat(rows).as(r.id()).allSatisfy(row -> {
                    assertThat(row.verdict()).isEqualTo(Verdict.PENDING);
                    assertThat(row.why()).isEqualTo("no run yet");
                });
            }
        }
    }

    private static <V extends Record> List<RuleRow> pendingRows(Registration<V> r, String why) {
        V pending = r.pending(why);
        return pending == null ? null : r.rows(pending);
    }

    /**
     * Each registered experiment runs on its registration's eval range exactly, and on no range
     * one seed short of it or one seed past it.
     */
    @Test
    void eachRegisteredExperimentRunsOnItsOwnEvalRangeExactly() {
        int checked = 0;
        for (Experiment<?> e : Registry.experiments()) {
            if (!(e.seedPolicy() instanceof SeedPolicy.RegisteredBy by)) {
                continue;
            }
            Registration<?> r = Registry.registration(by.id()).orElseThrow();
            int from = r.evalSeeds().from();
            int to = r.evalSeeds().to();
            Registry.checkSeeds(e, SeedSet.parse(from + "-" + to));
            assertThatThrownBy(() -> Registry.checkSeeds(e, SeedSet.parse(from + "-" + (to - 1))))
                    .as(e.id()).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> Registry.checkSeeds(e, SeedSet.parse(from + "-" + (to + 1))))
                    .as(e.id()).isInstanceOf(IllegalArgumentException.class);
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(10);
    }
}
