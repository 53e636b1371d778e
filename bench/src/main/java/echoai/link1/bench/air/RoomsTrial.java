package echoai.link1.bench.air;

import echoai.link1.bench.Json;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.ModemFrame;
import echoai.link1.room.RoomOutput;
import echoai.link1.session.AirPath;
import echoai.link1.session.Reception;
import echoai.link1.session.Seeds;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntToLongFunction;

/**
 * One point of E2-rooms for one profile: {@code frames} recordings of one real CLAIM frame each,
 * each in its own room draw, through {@link AirPath} and the profile's receiver.
 *
 * <p>Recording i (0-based) of a point uses seed base {@code bases[i mod bases.length]} and the
 * seed {@code Seeds.mix(Seeds.mix(base, Seeds.stream(case.name())), i)}; from it, in order: the
 * frame (one of the 781 CLAIM frames of dev worlds 0–15, as E2), the leading delay (0–4000
 * samples), the room's seed (placement, diffuse tail, background). The profile is not in the
 * seed: every profile meets the same frames in the same rooms.
 */
public final class RoomsTrial {
    private RoomsTrial() {
    }

    /** The seed of recording {@code index} of {@code c} at seed base {@code base}. */
    public static long seed(RoomsCase c, long base, int index) {
        return Seeds.mix(Seeds.mix(base, Seeds.stream(c.name())), index);
    }

    /** Runs the point. */
    public static RoomsPoint run(RoomsCase c, AirProfile profile, int frames, List<Integer> bases) {
        return run(c, profile, frames, i -> seed(c, bases.get(i % bases.size()), i));
    }

    /**
     * Runs the point through the room of {@code c}, recording i from the seed
     * {@code seedOf.applyAsLong(i)} (so that arms at different SNRs can meet the same draws).
     */
    public static RoomsPoint run(RoomsCase c, AirProfile profile, int frames, IntToLongFunction seedOf) {
        int lost = 0;
        int corrupt = 0;
        int acceptedCorrupt = 0;
        long greetings = 0;
        long candidates = 0;
        long clipped = 0;
        Map<DropReason, Long> dropped = new EnumMap<>(DropReason.class);
        for (int i = 0; i < frames; i++) {
            SplittableRandom random = new SplittableRandom(seedOf.applyAsLong(i));
            List<byte[]> sent = AirTrial.frames(AirTrial.Content.CLAIM, 1, random);
            RoomOutput rx = AirPath.air(profile, sent, c.room(), random);
            Reception heard = AirPath.receive(profile, rx.samples(), 1);
            boolean got = false;
            for (ModemFrame f : heard.frames()) {
                if (Arrays.equals(f.frame(), sent.get(0))) {
                    got = true;
                } else {
                    corrupt++;
                    acceptedCorrupt += passesEveryCheck(f.frame()) ? 1 : 0;
                }
            }
            lost += got ? 0 : 1;
            greetings += heard.greetings();
            candidates += heard.candidates();
            clipped += rx.clippedSamples();
            heard.dropped().forEach((r, n) -> dropped.merge(r, n, Long::sum));
        }
        return new RoomsPoint(c.point().name(), Json.fixed(c.point().rt60S(), 1),
                Json.fixed(c.point().distanceM(), 1), c.background().label(),
                Json.fixed(c.snrDb(), 1), c.devicesLabel(), profile.label(), frames, lost,
                Json.ratio(lost, frames, 4), corrupt, acceptedCorrupt, greetings, candidates,
                AirTrials.dropped(r -> dropped.getOrDefault(r, 0L)), clipped);
    }

    /** Whether a 22-byte frame passes every frame check ({@link LinkFrame#parse}). */
    public static boolean passesEveryCheck(byte[] frame) {
        return LinkFrame.parse(frame) instanceof FrameResult.Accepted;
    }
}
