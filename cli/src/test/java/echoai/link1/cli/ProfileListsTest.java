package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.modem.AirProfile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every list of air profiles in README.md and docs/*.md names every profile of
 * {@link AirProfile#values()} (issue 37, item 14: profile F was missing from the README's
 * commands, docs/audio.md, docs/library.md and docs/web.md; so the next profile cannot be
 * forgotten). A list is a run of three or more labels — {@code k1|k2|r|f|q} as a command takes
 * them, or {@code K1, K2, R, F and Q} in words; K1 and K2 alone are the two tone-plan profiles,
 * not a list of all. A list that is rightly shorter (a registration's fixed profiles, the room
 * test's pinned sequence) is named in {@link #FIXED} with its reason, and must still be there.
 */
class ProfileListsTest {
    /** A list: k1 then k2 then more labels, joined by |, commas, "and", "or", "then" or "·". */
    private static final Pattern LIST = Pattern.compile("(?i)\\bk1(?:\\\\?\\||, | and | or | · )k2"
            + "(?:(?:\\\\?\\||,? and |,? or |, |,? then | · )(?:k1|k2|r|f|q)\\b)+");

    private static final Pattern SEPARATOR = Pattern.compile("(?i)\\\\?\\||,? and |,? or |,? then"
            + " |, | · ");

    /**
     * The lists allowed to be shorter: a phrase of the line, in its file, and why. The v2
     * registrations (E2-rooms and the runs beside it, V2-1 to V2-4) fixed K1, K2 and R before
     * F and Q existed ({@code AirProfile.V2}, bench --profile's default); the page's room test plays a pinned sequence of
     * those three ({@code RoomTest.profiles()}); the sweep's rooms-distance grid names its own.
     */
    private static final Map<String, List<String>> FIXED = Map.of(
            "docs/bench.md", List.of("K1, K2 and R through the physical room (v2, registered",
                    "beside K1, K2, R through the same room draws"),
            "docs/cli.md", List.of("default k1, k2 and r, the v2 registrations' three"),
            "docs/glossary.md", List.of("**E2-rooms** — K1, K2, R through",
                    "**E2-rooms-ggwave** — ggwave beside K1, K2, R (dev)"),
            "docs/room.md", List.of("**the same room draws** as K1, K2 and R",
                    "K1, K2 and R are computed in the same run"),
            "docs/modem-f.md", List.of("(`RoomTest.profiles()`) stays K1, K2 and R"),
            "docs/web.md", List.of("(about 2¾ minutes: K1, K2, then R)",
                    "for each profile K1, K2 and R, in that"),
            "docs/sweep.md", List.of("profiles: [k1, k2, r]", "(12 living-room points × k1, k2, r,",
                    "48 → 48 kHz) for **k1, k2 and r**"));

    /** docs/results.md is generated from the registered runs' JSON: its lists are theirs. */
    private static final Set<String> GENERATED = Set.of("docs/results.md");

    private static final Set<String> ALL = Arrays.stream(AirProfile.values())
            .map(AirProfile::label).collect(Collectors.toCollection(LinkedHashSet::new));

    @Test
    void everyListOfProfilesInTheReadmeAndTheDocsNamesEveryProfile() throws IOException {
        List<String> short_ = new ArrayList<>();
        List<String> fixedSeen = new ArrayList<>();
        for (Path file : pages()) {
            String name = file.toString().replace('\\', '/');
            List<String> fixed = FIXED.getOrDefault(name, List.of());
            int n = 0;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                n++;
                for (String list : lists(line)) {
                    Set<String> missing = missing(list);
                    if (missing.isEmpty()) {
                        continue;
                    }
                    String allowed = fixed.stream().filter(line::contains).findFirst().orElse(null);
                    if (allowed != null) {
                        fixedSeen.add(name + ": " + allowed);
                    } else {
                        short_.add(name + ":" + n + ": '" + list + "' leaves out " + missing);
                    }
                }
            }
        }
        assertThat(short_).as("lists of profiles that leave one out (add it, or name the list"
                + " in FIXED with the reason it is shorter)").isEmpty();
        List<String> declared = new ArrayList<>();
        FIXED.forEach((file, phrases) -> phrases.forEach(p -> declared.add(file + ": " + p)));
        assertThat(fixedSeen).as("a FIXED list no longer in its page: drop it from FIXED")
                .containsAll(declared);
    }

    @Test
    void theListFinderSeesBothKindsAndLeavesTheTonePairAlone() {
        assertThat(lists("--profile k1|k2|r|f|q")).containsExactly("k1|k2|r|f|q");
        assertThat(lists("| `--profile` | `k1\\|k2\\|r` |")).containsExactly("k1\\|k2\\|r");
        assertThat(lists("the profiles K1, K2, R and F, and")).containsExactly("K1, K2, R and F");
        assertThat(missing("K1, K2, R and F")).containsExactly("q");
        assertThat(missing("k1|k2|r|f|q")).isEmpty();
        assertThat(lists("for K1 and K2, RS(15,11)")).isEmpty();
        assertThat(lists("as --profile k1|k2 (default 1)")).isEmpty();
    }

    @Test
    void theReadmeManualRowNamesAndLinksEveryProfile() throws IOException {
        String row = Files.readAllLines(Path.of("README.md"), StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("| profiles |")).findFirst().orElseThrow();
        for (AirProfile p : AirProfile.values()) {
            assertThat(row).as("README's profiles row names " + p).containsPattern("\\b" + p.name()
                    + "\\b");
            Path page = Path.of("docs/modem-" + p.label() + ".md");
            if (Files.exists(page)) {
                assertThat(row).as("README's profiles row links " + page)
                        .contains("(" + page.toString().replace('\\', '/') + ")");
            }
        }
    }

    @Test
    void theGlossaryDefinesEveryProfile() throws IOException {
        String glossary = Files.readString(Path.of("docs/glossary.md"), StandardCharsets.UTF_8);
        for (AirProfile p : AirProfile.values()) {
            assertThat(glossary).as("docs/glossary.md's entry for " + p)
                    .contains("\n- **" + p.name() + "** — ");
        }
    }

    private static List<Path> pages() throws IOException {
        List<Path> out = new ArrayList<>();
        out.add(Path.of("README.md"));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> !GENERATED.contains(p.toString().replace('\\', '/')))
                    .sorted().forEach(out::add);
        }
        return out;
    }

    private static List<String> lists(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = LIST.matcher(line);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static Set<String> missing(String list) {
        Set<String> named = Arrays.stream(SEPARATOR.split(list))
                .map(s -> s.strip().toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        Set<String> missing = new LinkedHashSet<>(ALL);
        missing.removeAll(named);
        return missing;
    }
}
