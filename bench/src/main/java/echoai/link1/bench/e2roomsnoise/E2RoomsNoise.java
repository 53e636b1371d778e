package echoai.link1.bench.e2roomsnoise;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2rooms.RoomsNoiseRun;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.AirPath;
import echoai.link1.session.AirRoom;
import echoai.link1.session.Seeds;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * E2-rooms' false-frame mode (v2; issue 16's target, not a registered prediction):
 * {@code --hours H} of background-only audio
 * per background (white: "noise-only"; babble-shuffled, the babble that does not repeat) through
 * the physical room, nothing sent, into one streaming receiver per profile and one forced
 * candidate search per profile ({@link AirProfile#forcedSearch}); every frame delivered is
 * false. The audio is the same for the three profiles.
 *
 * <p>The audio is pieces of {@value #PIECE_SECONDS} s of zeros through the room (ROOM.md §7: the
 * background at {@value #SNR_DB} dB under a reference tone, AGC on), piece j at grid point
 * {@code j mod 12} of {@link RoomPoint#grid()}, in its own room draw: seed base
 * {@code bases[j mod |bases|]}, seed {@code Seeds.mix(Seeds.mix(base,
 * Seeds.stream("E2-rooms-noise/" + background)), j)}; decimated to 16 kHz and fed to the
 * receivers piece after piece as one stream.
 *
 * <p>Seeds: dev seed bases 0–15 only, never the eval set (the target is no registered
 * prediction, and eval seeds are for registered runs). The stream name
 * {@code "E2-rooms-noise/<background>"} keeps its room draws apart from every other use of
 * those bases. The target ({@value #TARGET_HOURS} h a profile and background, nothing
 * delivered) is written into the JSON with whether the run met it.
 */
public final class E2RoomsNoise implements Experiment<E2RoomsNoiseResult> {
    /** Its document. */
    public static final Doc<E2RoomsNoiseResult> DOC = new Doc<>("v2/E2-rooms-noise.json", E2RoomsNoiseResult.class);
    /** Seconds of one piece. */
    public static final int PIECE_SECONDS = 60;
    /** The background's level: this many dB under the reference tone (ROOM.md §7). */
    static final double SNR_DB = 10;
    /**
     * The backgrounds: white noise ("noise-only") and babble that does not repeat
     * ({@code babble-shuffled}, ROOM.md §11; issue 28, item 1: today's babble repeats its
     * mixture every 8 s, so 12 h of it held 1.6 h of distinct audio).
     */
    public static final List<Background> BACKGROUNDS = List.of(Background.WHITE,
            Background.BABBLE_SHUFFLED);
    /** The forced candidate search's period: a candidate every 0.5 s of audio. */
    public static final int FORCED_PERIOD_SAMPLES = 8000;
    /** The share of random 22-byte words a CRC-16 passes. */
    static final double CRC_PASS = 1.0 / 65536;
    /** What the run tests, as the JSON states it. */
    static final String WHAT_IT_TESTS = "the detectors: greetings (K1, K2) and syncs (R, F) found in"
            + " background-only audio, and what the CRC and the frame checks make of the"
            + " candidates they hand over (none where no detector fires); and, by the forced"
            + " search, the FEC, the CRC and the frame checks themselves: a candidate every "
            + FORCED_PERIOD_SAMPLES + " samples (0.5 s) of the same audio, demodulated as a"
            + " detected one, whatever the detectors say; a random 22-byte word passes the CRC"
            + " with probability 2^-16, so expected_crc_passes = at_crc / 65536";
    /** The receivers fed unless {@code --profile} names one: every air profile (issue 25: F). */
    static final List<AirProfile> PROFILES = List.of(AirProfile.values());
    /** Hours per background unless {@code --hours} says otherwise. */
    static final double HOURS_DEFAULT = 1;
    /** Issue 16's target: this many hours a profile and background with no frame delivered. */
    static final int TARGET_HOURS = 12;
    /** The target in words, as the JSON states it. */
    static final String TARGET = "issue 16 (a target, not a registered prediction): for each"
            + " profile, " + TARGET_HOURS + " h of babble-only and " + TARGET_HOURS + " h of"
            + " noise-only (white) audio through the rooms with 0 frames accepted"
            + " (corrupt_passed_crc 0, hence accepted_corrupt 0), each hour distinct audio"
            + " (distinct_hours >= " + TARGET_HOURS + "; issue 28); the candidates that reached"
            + " the CRC are reported";

    @Override
    public String id() {
        return "E2-rooms-noise";
    }

    @Override
    public Doc<E2RoomsNoiseResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "E2-rooms' false-frame mode: background-only audio (white, babble-shuffled)"
                + " through the physical room into the k1, k2, r and f receivers and a forced"
                + " candidate search per profile; every frame delivered is false (v2; issue 16's"
                + " target, not a registered prediction)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** {@code --profile} feeds the audio to that profile's receiver only. */
    @Override
    public boolean takesProfile() {
        return true;
    }

    @Override
    public E2RoomsNoiseResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = E2Rooms.devBases(ctx.seeds(), id());
        double hours = Double.parseDouble(ctx.option("hours", Double.toString(HOURS_DEFAULT)));
        long pieces = Math.max(1, StrictMath.round(hours * 3600 / PIECE_SECONDS));
        List<List<RoomsNoiseRun>> runs = AirTrials.map(ctx, id(), BACKGROUNDS,
                b -> run(b, pieces, bases, ctx.profile().map(List::of).orElse(PROFILES)));
        List<RoomsNoiseRun> all = runs.stream().flatMap(List::stream).toList();
        return new E2RoomsNoiseResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                E2Rooms.join(bases), "piece j of a background: seed base bases[j mod |bases|],"
                + " seed Seeds.mix(Seeds.mix(base, Seeds.stream(\"E2-rooms-noise/\" +"
                + " background)), j); room point: grid point j mod 12",
                PIECE_SECONDS + " s of zeros through the physical room at the grid point, the"
                + " background " + AirRoom.number(SNR_DB) + " dB under a reference tone"
                + " (ROOM.md 7), 48 kHz, AGC on, decimated to 16 kHz; the pieces one stream into"
                + " each profile's receiver (CRC as its check, no frame limit)", TARGET,
                TARGET_HOURS, E2RoomsNoiseResult.met(all, TARGET_HOURS), all, WHAT_IT_TESTS);
    }

    /** The run's receiver for {@code profile}: the CRC as its check, no frame limit. */
    public static FrameReceiver listener(AirProfile profile) {
        return AirPath.listener(profile, Integer.MAX_VALUE, null);
    }

    /** The run's forced candidate search for {@code profile}. */
    public static FrameReceiver forcedListener(AirProfile profile) {
        return profile.forcedSearch(LinkFrame::crcOk, FORCED_PERIOD_SAMPLES);
    }

    /** What a forced search found (its receiver finished here). */
    static RoomsNoiseRun.ForcedSearch forced(FrameReceiver r) {
        List<ModemFrame> got = r.finish();
        long atCrc = r.candidates() - r.dropped(DropReason.UNDECODABLE);
        long accepted = got.stream().filter(f -> RoomsTrial.passesEveryCheck(f.frame())).count();
        double expected = atCrc * CRC_PASS;
        return new RoomsNoiseRun.ForcedSearch(FORCED_PERIOD_SAMPLES, r.greetings(),
                r.candidates(), atCrc, got.size(), Json.fixed(expected, 4),
                poissonAtLeast(got.size(), expected), accepted);
    }

    /** P(X ≥ k) for X ~ Poisson(mean) ({@link Uncertainty#poissonAtLeast}). */
    public static BigDecimal poissonAtLeast(long k, double mean) {
        return Uncertainty.poissonAtLeast(k, mean);
    }

    /** Piece {@code j} of {@code background} at 16 kHz (see the class comment). */
    public static short[] piece(Background background, long j, List<Integer> bases) {
        List<RoomPoint> grid = RoomPoint.grid();
        long stream = Seeds.stream("E2-rooms-noise/" + background.label());
        long seed = Seeds.mix(Seeds.mix(bases.get((int) (j % bases.size())), stream), j);
        RoomPoint point = grid.get((int) (j % grid.size()));
        short[] silence = new short[PIECE_SECONDS * PhysicalRoom.INPUT_RATE_HZ];
        return PhysicalRoom.apply(silence,
                point.config(background, SNR_DB, DeviceChain.DEFAULT, seed)).at16k().samples();
    }

    /** One background's pieces through the receivers of {@code profiles}. */
    private static List<RoomsNoiseRun> run(Background background, long pieces,
                                           List<Integer> bases, List<AirProfile> profiles) {
        List<FrameReceiver> receivers = new ArrayList<>();
        List<FrameReceiver> forced = new ArrayList<>();
        for (AirProfile p : profiles) {
            receivers.add(listener(p));
            forced.add(forcedListener(p));
        }
        for (long j = 0; j < pieces; j++) {
            short[] pcm = piece(background, j, bases);
            for (int i = 0; i < receivers.size(); i++) {
                receivers.get(i).accept(pcm);
                forced.get(i).accept(pcm);
            }
        }
        List<RoomsNoiseRun> out = new ArrayList<>();
        String points = RoomPoint.grid().stream().map(RoomPoint::name)
                .collect(Collectors.joining(","));
        for (int i = 0; i < profiles.size(); i++) {
            FrameReceiver r = receivers.get(i);
            List<ModemFrame> got = r.finish();
            long everyCheck = got.stream().filter(f -> RoomsTrial.passesEveryCheck(f.frame()))
                    .count();
            out.add(new RoomsNoiseRun(profiles.get(i).label(), background.label(), points,
                    Json.fixed(pieces * (double) PIECE_SECONDS / 3600, 2), pieces, PIECE_SECONDS,
                    r.greetings(), r.candidates(), AirTrials.dropped(r::dropped), got.size(),
                    everyCheck, Json.fixed(pieces * background.distinctSeconds(PIECE_SECONDS)
                    / 3600, 2), forced(forced.get(i))));
        }
        return out;
    }

    /** The target's run: 12 hours of each background, on the dev seed bases. */
    @Override
    public String command(String seedSet) {
        return Experiment.super.command(seedSet) + " --hours 12";
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.DEV_ONLY;
    }

    /** Refuses, before the run, seeds that are not dev bases 0..15. */
    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        E2Rooms.devBases(seeds, id());
    }
}
