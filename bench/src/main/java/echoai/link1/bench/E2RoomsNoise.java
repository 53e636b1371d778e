package echoai.link1.bench;

import echoai.link1.modem.AirProfile;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.results.E2RoomsResult;
import echoai.link1.results.RoomsNoiseRun;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.AirPath;
import echoai.link1.session.AirRoom;
import echoai.link1.session.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * E2-rooms' false-frame mode (v2, not yet registered): {@code --hours H} of background-only audio
 * per background (white: "noise-only"; babble) through the physical room, nothing sent, into
 * one streaming receiver per profile; every frame delivered is false. The audio is the same for
 * the three profiles.
 *
 * <p>The audio is pieces of {@value #PIECE_SECONDS} s of zeros through the room (ROOM.md §7: the
 * background at {@value #SNR_DB} dB under a reference tone, AGC on), piece j at grid point
 * {@code j mod 12} of {@link RoomPoint#grid()}, in its own room draw: seed base
 * {@code bases[j mod |bases|]}, seed {@code Seeds.mix(Seeds.mix(base,
 * Seeds.stream("E2-rooms-noise/" + background)), j)}; decimated to 16 kHz and fed to the
 * receivers piece after piece as one stream.
 */
final class E2RoomsNoise implements Experiment<E2RoomsResult> {
    /** Seconds of one piece. */
    static final int PIECE_SECONDS = 60;
    /** The background's level: this many dB under the reference tone (ROOM.md §7). */
    static final double SNR_DB = 10;
    /** The backgrounds: white noise ("noise-only") and babble. */
    static final List<Background> BACKGROUNDS = List.of(Background.WHITE, Background.BABBLE);
    /** Hours per background unless {@code --hours} says otherwise. */
    static final double HOURS_DEFAULT = 1;

    @Override
    public String id() {
        return "E2-rooms-noise";
    }

    @Override
    public String file() {
        return "v2/E2-rooms-noise.json";
    }

    @Override
    public String title() {
        return "E2-rooms' false-frame mode: background-only audio (white, babble) through the"
                + " physical room into the k1, k2 and r receivers; every frame delivered is false"
                + " (v2, not yet registered)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E2RoomsResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = E2Rooms.devBases(ctx, id());
        double hours = Double.parseDouble(ctx.option("hours", Double.toString(HOURS_DEFAULT)));
        long pieces = Math.max(1, StrictMath.round(hours * 3600 / PIECE_SECONDS));
        List<List<RoomsNoiseRun>> runs = AirTrials.map(ctx, id(), BACKGROUNDS,
                b -> run(b, pieces, bases));
        List<RoomsNoiseRun> all = runs.stream().flatMap(List::stream).toList();
        return new E2RoomsResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                E2Rooms.join(bases), "piece j of a background: seed base bases[j mod |bases|],"
                + " seed Seeds.mix(Seeds.mix(base, Seeds.stream(\"E2-rooms-noise/\" +"
                + " background)), j); room point: grid point j mod 12",
                PIECE_SECONDS + " s of zeros through the physical room at the grid point, the"
                + " background " + AirRoom.number(SNR_DB) + " dB under a reference tone"
                + " (ROOM.md 7), 48 kHz, AGC on, decimated to 16 kHz; the pieces one stream into"
                + " each profile's receiver (CRC as its check, no frame limit)", 0, List.of(), all);
    }

    /** Piece {@code j} of {@code background} at 16 kHz (see the class comment). */
    static short[] piece(Background background, long j, List<Integer> bases) {
        List<RoomPoint> grid = RoomPoint.grid();
        long stream = Seeds.stream("E2-rooms-noise/" + background.label());
        long seed = Seeds.mix(Seeds.mix(bases.get((int) (j % bases.size())), stream), j);
        RoomPoint point = grid.get((int) (j % grid.size()));
        short[] silence = new short[PIECE_SECONDS * PhysicalRoom.INPUT_RATE_HZ];
        return PhysicalRoom.apply(silence,
                point.config(background, SNR_DB, DeviceChain.DEFAULT, seed)).at16k().samples();
    }

    /** One background's pieces through the three receivers. */
    private static List<RoomsNoiseRun> run(Background background, long pieces,
                                           List<Integer> bases) {
        AirProfile[] profiles = AirProfile.values();
        List<FrameReceiver> receivers = new ArrayList<>();
        for (AirProfile p : profiles) {
            receivers.add(AirPath.listener(p, Integer.MAX_VALUE, null));
        }
        for (long j = 0; j < pieces; j++) {
            short[] pcm = piece(background, j, bases);
            for (FrameReceiver r : receivers) {
                r.accept(pcm);
            }
        }
        List<RoomsNoiseRun> out = new ArrayList<>();
        String points = RoomPoint.grid().stream().map(RoomPoint::name)
                .collect(Collectors.joining(","));
        for (int i = 0; i < profiles.length; i++) {
            FrameReceiver r = receivers.get(i);
            List<ModemFrame> got = r.finish();
            long everyCheck = got.stream().filter(f -> RoomsTrial.passesEveryCheck(f.frame()))
                    .count();
            out.add(new RoomsNoiseRun(profiles[i].label(), background.label(), points,
                    Json.fixed(pieces * (double) PIECE_SECONDS / 3600, 2), pieces, PIECE_SECONDS,
                    r.greetings(), r.candidates(), AirTrials.dropped(r::dropped), got.size(),
                    everyCheck));
        }
        return out;
    }
}
