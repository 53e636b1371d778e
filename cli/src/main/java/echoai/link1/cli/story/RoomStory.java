package echoai.link1.cli.story;

import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.room.Point3;
import echoai.link1.session.AirTransmission;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.RoomBroadcast;
import echoai.link1.session.RoomDialogue;
import echoai.link1.session.RoomRun;
import echoai.link1.session.RoomSetup;
import echoai.link1.session.WorldResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The story of one room of agents ({@code link1 agents}): who stood where, who spoke when
 * (a lane per speaker), what collided at B's microphone, who backed off, what B heard and what
 * it then did at the dangers, against T by wire and silence.
 */
public final class RoomStory {
    /** Characters of the timeline's lanes. */
    public static final int LANE_CHARS = 72;

    private RoomStory() {
    }

    /**
     * Plays one world of one arm and tells it.
     *
     * @param seed the world seed
     * @param setup the arm
     * @param dialogue true for E7 (b), the dialogue; false for (a), the broadcast
     * @return the lines, no trailing newlines
     */
    public static List<String> tell(long seed, RoomSetup setup, boolean dialogue) {
        RoomBroadcast.Played played = dialogue ? RoomDialogue.play(seed, setup)
                : RoomBroadcast.play(seed, setup);
        WorldResult t = ArmPlan.wire(Arm.T).run(seed);
        WorldResult s = ArmPlan.wire(Arm.S).run(seed);
        return lines(seed, setup, dialogue, played, t, s);
    }

    static List<String> lines(long seed, RoomSetup setup, boolean dialogue,
                              RoomBroadcast.Played played, WorldResult t, WorldResult s) {
        RoomRun run = played.run();
        RoomAirCounts air = run.air();
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "A room of agents, world(%d): %d veteran%s and B in"
                + " the living room (%.0f x %.0f x %.1f m, RT60 %.1f s, white noise at %.0f dB for"
                + " a speaker 1 m away), profile %s, %s.", seed, setup.veterans(),
                setup.veterans() == 1 ? "" : "s", setup.room().lengthM(), setup.room().widthM(),
                setup.room().heightM(), setup.rt60S(), setup.snrDb(),
                ProfileWords.named(setup.profile()), access(setup.access())));
        out.add("   " + (dialogue ? "B asks at the sites it has not tried (E5); every veteran"
                + " who hears an ASK answers; B asks again, up to " + RoomDialogue.MAX_ASKS
                + " times, when no answer comes." : howTheySpeak(setup.access())));
        Point3 b = run.positions().get(0);
        StringBuilder where = new StringBuilder(String.format(Locale.ROOT,
                "1. Where they stand: B at (%.1f, %.1f) m", b.x(), b.y()));
        for (int j = 0; j < setup.veterans(); j++) {
            where.append(String.format(Locale.ROOT, "; %s %.2f m from B", name(1 + j),
                    run.positions().get(1 + j).distanceTo(b)));
        }
        out.add(where.append('.').toString());
        out.addAll(lanes(run, setup));
        out.add(String.format(Locale.ROOT, "3. What collided: %d of %d frames overlapped another"
                + " in the air at B's microphone; %d of %d distinct frames were delivered to whom"
                + " they were meant for, %d lost; %d heard twice and taken once; %d wrong frames"
                + " past the CRC (the frame's checksum), %d taken in.", air.collisions(), air.framesSent(),
                air.framesDelivered(), air.framesDistinct(), air.framesLost(),
                air.duplicatesSuppressed(), air.corruptPassedCrc(), air.acceptedCorrupt()));
        out.add(setup.access().mode() == MediumAccess.Mode.TDMA
                ? "4. Who backed off: nobody needs to under a fixed schedule; each frame went out"
                        + " in its turn."
                : String.format(Locale.ROOT, "4. Who backed off: %d count-downs frozen by a busy"
                        + " medium, %d back-off slots of %d ms drawn in all, %d frames"
                        + " abandoned.", air.deferrals(), air.backoffSlots(),
                        setup.access().slotSamples() / 16, air.abandoned()));
        long tdma = (long) air.framesSent() * setup.profile().frameSamples();
        out.add(String.format(Locale.ROOT, "   Air time %s s until B had heard all it would"
                + " hear (the same frames back to back: %.1f s); goodput (postcards delivered a"
                + " second) %s.",
                air.airTimeS().toPlainString(), tdma / 16_000.0,
                air.goodputPerS().toPlainString()));
        TalkingAgent listener = played.listener();
        WorldResult r = run.result();
        out.add(String.format(Locale.ROOT, "5. What B believed: %d claims kept as testimony about"
                + " %d sites (a later claim on a site and action replaces an earlier one, whoever"
                + " said it). At the dangers:", listener.testimony().size(),
                listener.testimony().referents().size()));
        for (Visit v : Visit.dangers(listener)) {
            out.add("     " + Narration.visit(v));
        }
        out.add(String.format(Locale.ROOT, "6. " + Narration.FIRST_VISIT_HARM + ": %d in this"
                + " room, %d with T (one veteran's true claims by wire), %d in silence; %d"
                + " postcards here, %d in T's broadcast.",
                r.firstVisitHarm(), t.firstVisitHarm(), s.firstVisitHarm(), r.postcards(),
                t.postcards()));
        out.add("   " + Narration.audit(r) + ".");
        return out;
    }

    private static String access(MediumAccess a) {
        return switch (a.mode()) {
            case CSMA -> String.format(Locale.ROOT, "listening before talking (CSMA, back-off in"
                    + " %d ms slots)", a.slotSamples() / 16);
            case ALOHA -> "talking without listening first (ALOHA)";
            case TDMA -> "taking turns back to back by a fixed schedule (TDMA)";
        };
    }

    /**
     * How the veterans share the air in a broadcast, in the words of the access chosen
     * ({@code --access}): the story's second line.
     *
     * @param a the medium access
     * @return one or two sentences
     */
    public static String howTheySpeak(MediumAccess a) {
        return switch (a.mode()) {
            case CSMA -> "Every veteran queues all its claims at once; before each frame it"
                    + " listens, waits for the air to be quiet, then counts down a random"
                    + " back-off that stops while anyone is heard. Nobody schedules them.";
            case ALOHA -> "Every veteran queues all its claims at once and sends each after a"
                    + " random back-off, without listening first: frames can overlap. Nobody"
                    + " schedules them.";
            case TDMA -> "The veterans take turns by a fixed schedule: one frame each in turn,"
                    + " back to back, nobody listening first and nobody overlapping (the best"
                    + " the air allows, the bound the others are measured against).";
        };
    }

    /** B is station 0; veteran j is station 1 + j. */
    private static String name(int station) {
        if (station == 0) {
            return "B";
        }
        int j = station - 1;
        return j == 0 ? "A (id 1)" : "veteran " + j + " (id " + Veteran.idOf(j) + ")";
    }

    /** The timeline: a lane per speaker, '#' delivered, 'x' collided, '-' lost otherwise. */
    private static List<String> lanes(RoomRun run, RoomSetup setup) {
        long end = Math.max(1, run.air().airTimeSamples());
        double perChar = (double) end / LANE_CHARS;
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "2. Who spoke when (one character = %.1f s; # heard,"
                + " x collided at B, - lost):", perChar / 16_000));
        for (int station = 0; station <= setup.veterans(); station++) {
            char[] lane = new char[LANE_CHARS];
            Arrays.fill(lane, ' ');
            boolean spoke = false;
            for (int i = 0; i < run.transmissions().size(); i++) {
                AirTransmission tx = run.transmissions().get(i);
                if (tx.station() != station) {
                    continue;
                }
                spoke = true;
                char c = run.collidedAtB().get(i) ? 'x' : run.deliveredToB().get(i) ? '#' : '-';
                int from = (int) Math.min(LANE_CHARS - 1, tx.startSamples() / perChar);
                int to = (int) Math.min(LANE_CHARS - 1, (tx.endSamples() - 1) / perChar);
                for (int k = from; k <= to; k++) {
                    lane[k] = lane[k] == 'x' || c == 'x' ? 'x' : lane[k] == '-' ? '-' : c;
                }
            }
            if (spoke) {
                out.add(String.format("   %-20s|%s|", name(station), new String(lane)));
            }
        }
        return out;
    }
}
