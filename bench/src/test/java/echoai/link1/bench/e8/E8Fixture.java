package echoai.link1.bench.e8;

import echoai.link1.session.E8World;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.SpeakerFigures;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A made-up E8 (or E8-air) result for the judges, {@link #N} worlds an arm, every world edited
 * in place before {@link #result()}. As made, each arm sits on the edge of its rule: {H} is hurt
 * {@link #H} times a world, every trusting arm {@code H + 1} times (within {H} + 1, no more),
 * every arm of today's rule {@code H + 2} (one more than trust, and for {H, M0.3} as much as
 * trust), each liar contradicted twice and silent after under trust and still diverting B under
 * today's rule, {H}'s lives equal under both rules, every guard in full, no corrupt frame.
 */
public final class E8Fixture {
    /** Worlds an arm: 90 % is 18 of them, 75 % is 15. */
    public static final int N = 20;
    /** {H}'s first-visit harm in every world. */
    public static final int H = 1;
    /** The mixed sets, in E8's order. */
    public static final List<String> MIXED = List.of("H+L", "H+M0.3", "H+L+L");

    private final Map<String, World[]> arms = new LinkedHashMap<>();
    private final boolean air;

    private E8Fixture(String prefix, boolean air, List<String> suffixes) {
        this.air = air;
        add(prefix + "H:trust", "H", H);
        add(prefix + "H:notrust", "H", H);
        for (String set : MIXED) {
            for (String suffix : suffixes) {
                add(prefix + set + ":trust" + suffix, set, H + 1);
                add(prefix + set + ":notrust" + suffix, set,
                        set.equals("H+M0.3") ? H + 1 : H + 2);
            }
        }
        for (String set : MIXED) {
            for (String suffix : suffixes) {
                for (World w : arm(prefix + set + ":notrust" + suffix)) {
                    for (Speaker s : w.speakers) {
                        s.after = s.kind.equals("H") ? -1 : 1;
                    }
                }
            }
        }
    }

    /** E8 by wire: the arms W1–W6 read. */
    public static E8Fixture wire() {
        return new E8Fixture("", false, List.of(""));
    }

    /** E8 by air: the arms A1–A8 read, together and adversarial, each with the room's counts. */
    public static E8Fixture air() {
        return new E8Fixture("air:", true, List.of("", ":adversarial"));
    }

    private void add(String name, String set, int harm) {
        World[] worlds = new World[N];
        for (int i = 0; i < N; i++) {
            worlds[i] = new World(i, harm, set.split("\\+"));
        }
        arms.put(name, worlds);
    }

    /** The worlds of an arm, to edit. */
    public World[] arm(String name) {
        World[] a = arms.get(name);
        if (a == null) {
            throw new IllegalArgumentException("no arm " + name + " in " + arms.keySet());
        }
        return a;
    }

    /** Sets the harm of the arm's first {@code worlds} worlds; returns this. */
    public E8Fixture harm(String arm, int worlds, int harm) {
        for (int i = 0; i < worlds; i++) {
            arm(arm)[i].harm = harm;
        }
        return this;
    }

    /** Sets speaker k's figures in the arm's first {@code worlds} worlds; returns this. */
    public E8Fixture speaker(String arm, int k, int worlds, int contradictions, int after) {
        for (int i = 0; i < worlds; i++) {
            Speaker s = arm(arm)[i].speakers[k];
            s.contradictions = contradictions;
            s.after = after;
        }
        return this;
    }

    /** Drops an arm's worlds (every arm when called for each). */
    public E8Fixture empty(String arm) {
        arms.put(arm, new World[0]);
        return this;
    }

    /** The arm names, in order. */
    public List<String> names() {
        return List.copyOf(arms.keySet());
    }

    /** The result as edited. */
    public E8Result result() {
        Map<String, E8Result.Arm> out = new LinkedHashMap<>();
        for (Map.Entry<String, World[]> e : arms.entrySet()) {
            String[] parts = e.getKey().replace("air:", "").split(":");
            List<E8World> worlds = new ArrayList<>();
            for (World w : e.getValue()) {
                worlds.add(w.world(e.getKey(), air));
            }
            out.put(e.getKey(), E8Result.Arm.of(parts[0], parts[1],
                    parts.length > 2 ? parts[2] : air ? "air" : "adversarial", worlds));
        }
        E8Result.Config config = new E8Result.Config(WorldResult.LIFE_TURNS, 4, 1, "1/2", "c",
                "s", air ? "air" : "wire", Map.of());
        return new E8Result(1, air ? "E8-air" : "E8", "t", "eval", config, out);
    }

    /** One world of one arm. */
    public static final class World {
        /** Its seed. */
        public final long seed;
        /** B's first-visit harm. */
        public int harm;
        /** B's diversions. */
        public int diversions = 3;
        /** B's final core digest. */
        public String digest;
        /** Turns the oracle checked. */
        public int oracleTurns = WorldResult.LIFE_TURNS;
        /** By air: corrupt candidates past the CRC. */
        public int corruptPassedCrc;
        /** By air: of those, taken in by B. */
        public int acceptedCorrupt;
        /** The speakers, in veteran order. */
        public final Speaker[] speakers;

        World(long seed, int harm, String[] kinds) {
            this.seed = seed;
            this.harm = harm;
            this.digest = "digest-" + seed;
            speakers = new Speaker[kinds.length];
            for (int k = 0; k < kinds.length; k++) {
                speakers[k] = new Speaker(k == 0 ? 1 : 2 + k, kinds[k]);
            }
        }

        E8World world(String arm, boolean air) {
            int heard = 22 * 10 * speakers.length;
            WorldResult r = new WorldResult(seed, arm, harm, harm + 90, 50, diversions, 12, 0,
                    10 * speakers.length, 0, acceptedCorrupt, corruptPassedCrc, 0, 0, 0, 0, 0,
                    true, 0, oracleTurns, WorldResult.LIFE_TURNS, heard, heard, digest);
            List<SpeakerFigures> figures = new ArrayList<>();
            for (Speaker s : speakers) {
                figures.add(s.figures());
            }
            RoomAirCounts c = !air ? null : new RoomAirCounts(10, 10, 10, 0, 0, 0,
                    BigDecimal.ZERO, 10, 10 + corruptPassedCrc, corruptPassedCrc,
                    acceptedCorrupt, 48_000, BigDecimal.ONE, BigDecimal.TEN, 0, 0, 0);
            return new E8World(r, figures, c);
        }
    }

    /** One speaker in one world. */
    public static final class Speaker {
        /** Its sender id. */
        public final int id;
        /** {@code H}, {@code L} or {@code M0.3}. */
        public final String kind;
        /** B's contradictions of it (0 for H, 2 for the others, as made). */
        public int contradictions;
        /** Diversions on its claims after the 2nd contradiction, -1 below two. */
        public int after;

        Speaker(int id, String kind) {
            this.id = id;
            this.kind = kind;
            this.contradictions = kind.equals("H") ? 0 : 2;
            this.after = kind.equals("H") ? -1 : 0;
        }

        SpeakerFigures figures() {
            int agreements = kind.equals("H") ? 3 : 0;
            List<Integer> agreed = new ArrayList<>();
            List<Integer> contradicted = new ArrayList<>();
            List<Integer> trust = new ArrayList<>();
            for (int i = 0; i < agreements; i++) {
                agreed.add(i);
                trust.add(600);
            }
            for (int i = 0; i < contradictions; i++) {
                contradicted.add(10 + i);
                trust.add(300);
            }
            int diversions = Math.max(after, 0) + 1;
            return new SpeakerFigures(id, kind, 10, diversions, diversions, agreements,
                    contradictions, contradictions == 0 ? -1 : Math.max(after, 0),
                    contradictions < 2 ? -1 : after, contradictions > 0, contradictions == 0,
                    agreed, contradicted, trust);
        }
    }
}
