package echoai.link1.bench.e7;

import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/E7.json}: a room of agents (docs/spec/E7.md). Several speakers share one acoustic
 * channel: the veterans' broadcast under CSMA, ALOHA and the TDMA bound, and the dialogue by
 * air with retries; per arm a summary and every world's row; the capture effect; one timeline
 * per arm.
 *
 * @param schemaVersion the JSON schema version
 * @param experiment {@code E7}
 * @param title what it measures
 * @param seedSet the seed set's label
 * @param config the room, the rules, the seeds' derivation
 * @param wire the reference arms by wire (T and E5), over the same worlds
 * @param arms every room arm, in run order
 * @param timelines one world's air per arm (the first seed)
 */
public record E7Result(int schemaVersion, String experiment, String title, String seedSet,
                       Config config, List<WireArm> wire, List<Arm> arms,
                       List<Timeline> timelines) {
    /**
     * A result; the lists are copied.
     *
     * @param schemaVersion the JSON schema version
     * @param experiment {@code E7}
     * @param title what it measures
     * @param seedSet the seed set's label
     * @param config never null
     * @param wire the wire arms
     * @param arms the room arms
     * @param timelines the timelines
     */
    public E7Result {
        Objects.requireNonNull(config, "config");
        wire = List.copyOf(wire);
        arms = List.copyOf(arms);
        timelines = List.copyOf(timelines);
    }

    /**
     * What every arm shares.
     *
     * @param room the shoebox, e.g. {@code living 5 x 4 x 2.7 m}
     * @param rt60S its RT60, s
     * @param background the background
     * @param snrDb its level: the SNR of a loudspeaker 1 m from a microphone, dB
     * @param devices the devices
     * @param slotSamples the back-off slot
     * @param difsSlots idle slots before a count-down
     * @param windowSlotsPerContender the back-off window per contender
     * @param horizonSamples how far back the speakers an agent counts were heard
     * @param maxWaitSamples how long a frame may wait before it is abandoned
     * @param carrierSenseThreshold the carrier sense's coherence threshold
     * @param playoutDelaySamples from a decision to the first sample in the air
     * @param collisionToleranceSamples overlap that is not yet a collision
     * @param drainSamples air after the last frame before a broadcast stops
     * @param maxAsks ASKs about one referent at most, in the dialogue
     * @param quietMarginSamples quiet beyond the back-off B waits for before it decides
     * @param placements the placements, e.g. {@code near: 0.5-1 m from B}
     * @param veterans who the veterans are (ids, start cells)
     * @param seedDerivation how each world's draws are seeded
     */
    public record Config(String room, BigDecimal rt60S, String background, BigDecimal snrDb,
                         String devices, int slotSamples, int difsSlots,
                         int windowSlotsPerContender, long horizonSamples, long maxWaitSamples,
                         int carrierSenseThreshold, int playoutDelaySamples,
                         int collisionToleranceSamples, int drainSamples, int maxAsks,
                         int quietMarginSamples, List<String> placements, String veterans,
                         String seedDerivation) {
        /**
         * A config; the placements are copied.
         *
         * @param room the shoebox
         * @param rt60S its RT60
         * @param background the background
         * @param snrDb its level
         * @param devices the devices
         * @param slotSamples the slot
         * @param difsSlots the idle slots before a count-down
         * @param windowSlotsPerContender the window per contender
         * @param horizonSamples the contenders' horizon
         * @param maxWaitSamples the longest wait
         * @param carrierSenseThreshold the coherence threshold
         * @param playoutDelaySamples the playout delay
         * @param collisionToleranceSamples the collision tolerance
         * @param drainSamples the drain
         * @param maxAsks the ASKs at most
         * @param quietMarginSamples the quiet margin
         * @param placements the placements
         * @param veterans the veterans' rule
         * @param seedDerivation the seeds' derivation
         */
        public Config {
            placements = List.copyOf(placements);
        }
    }

    /**
     * A reference arm by wire.
     *
     * @param arm {@code T} or {@code E5}
     * @param summary its summary
     * @param result its rows
     */
    public record WireArm(String arm, ArmSummary summary, ArmResult result) {
        /**
         * A wire arm.
         *
         * @param arm never null
         * @param summary never null
         * @param result never null
         */
        public WireArm {
            Objects.requireNonNull(arm, "arm");
            Objects.requireNonNull(summary, "summary");
            Objects.requireNonNull(result, "result");
        }
    }

    /**
     * One room arm.
     *
     * @param arm its name, e.g. {@code claims:r:near:4:csma}
     * @param mode {@code claims} or {@code dialogue}
     * @param profile the air profile
     * @param placement {@code near} or {@code spread}
     * @param veterans how many veterans
     * @param access {@code csma}, {@code aloha} or {@code tdma}
     * @param summary the pooled figures
     * @param rows every world's row, in seed order
     */
    public record Arm(String arm, String mode, String profile, String placement, int veterans,
                      String access, Summary summary, List<Row> rows) {
        /**
         * An arm; the rows are copied.
         *
         * @param arm never null
         * @param mode never null
         * @param profile never null
         * @param placement never null
         * @param veterans 1 or more
         * @param access never null
         * @param summary never null
         * @param rows the rows
         */
        public Arm {
            Objects.requireNonNull(arm, "arm");
            Objects.requireNonNull(summary, "summary");
            rows = List.copyOf(rows);
        }
    }

    /**
     * One world of a room arm.
     *
     * @param world B's row (E4's keys, the P3 guards)
     * @param air the air's counts
     * @param goodputVsTdma this world's goodput over the TDMA bound's in the same world, room
     *     and profile (4 decimals; null for the dialogue and for TDMA itself)
     * @param harmT T's first-visit harm by wire in this world
     * @param postcardsT T's postcards by wire in this world
     */
    public record Row(WorldResult world, RoomAirCounts air, BigDecimal goodputVsTdma, int harmT,
                      int postcardsT) {
        /**
         * A row.
         *
         * @param world never null
         * @param air never null
         * @param goodputVsTdma the ratio, or null
         * @param harmT T's first-visit harm
         * @param postcardsT T's postcards
         */
        public Row {
            Objects.requireNonNull(world, "world");
            Objects.requireNonNull(air, "air");
        }
    }

    /**
     * An arm's figures over its worlds: sums, pooled rates with their 95 % Wilson intervals,
     * means with their 95 % t intervals.
     *
     * @param worlds worlds
     * @param framesSent transmissions
     * @param framesDistinct distinct frames
     * @param framesDelivered distinct frames delivered
     * @param framesLost distinct frames lost
     * @param duplicatesSuppressed repeats B did not take twice
     * @param collisions transmissions that collided at B
     * @param collisionRate collisions / frames sent (pooled)
     * @param collisionRateCi95 its Wilson interval
     * @param syncs syncs at B
     * @param candidates candidates at B
     * @param corruptPassedCrc corrupt frames past the CRC
     * @param acceptedCorrupt corrupt frames taken in
     * @param airTimeS total air time, s (3 decimals)
     * @param goodputPerS pooled: delivered / air time
     * @param goodputVsTdma pooled: the arm's pooled goodput over the TDMA bound's (null for the
     *     dialogue and TDMA)
     * @param goodputVsTdmaMean the mean of the worlds' ratios (null likewise)
     * @param goodputVsTdmaMeanCi95 its t interval (null likewise)
     * @param firstVisitHarm B's first-visit harm, summed
     * @param harmEqualT worlds where B's first-visit harm equals T's
     * @param harmWithinTPlusOne worlds where it is at most T's + 1
     * @param fewerPostcardsThanT worlds with fewer postcards than T's broadcast
     * @param p3Holds worlds where every P3 guard held at its full count
     * @param deferrals interrupted count-downs
     * @param abandoned frames abandoned
     */
    public record Summary(int worlds, long framesSent, long framesDistinct, long framesDelivered,
                          long framesLost, long duplicatesSuppressed, long collisions,
                          BigDecimal collisionRate, Uncertainty.Interval collisionRateCi95,
                          long syncs, long candidates, long corruptPassedCrc,
                          long acceptedCorrupt, BigDecimal airTimeS, BigDecimal goodputPerS,
                          BigDecimal goodputVsTdma, BigDecimal goodputVsTdmaMean,
                          Uncertainty.Interval goodputVsTdmaMeanCi95, long firstVisitHarm,
                          int harmEqualT, int harmWithinTPlusOne, int fewerPostcardsThanT,
                          int p3Holds, long deferrals, long abandoned) {
        /**
         * A summary.
         *
         * @param worlds worlds
         * @param framesSent transmissions
         * @param framesDistinct distinct frames
         * @param framesDelivered delivered
         * @param framesLost lost
         * @param duplicatesSuppressed duplicates
         * @param collisions collisions
         * @param collisionRate the rate
         * @param collisionRateCi95 its interval
         * @param syncs syncs
         * @param candidates candidates
         * @param corruptPassedCrc corrupt past the CRC
         * @param acceptedCorrupt accepted corrupt
         * @param airTimeS air time
         * @param goodputPerS goodput
         * @param goodputVsTdma the pooled ratio, or null
         * @param goodputVsTdmaMean the mean ratio, or null
         * @param goodputVsTdmaMeanCi95 its interval, or null
         * @param firstVisitHarm first-visit harm
         * @param harmEqualT worlds equal to T
         * @param harmWithinTPlusOne worlds within T + 1
         * @param fewerPostcardsThanT worlds with fewer postcards
         * @param p3Holds worlds where P3 held
         * @param deferrals deferrals
         * @param abandoned abandoned
         */
        public Summary {
            Objects.requireNonNull(collisionRate, "collisionRate");
            Objects.requireNonNull(collisionRateCi95, "collisionRateCi95");
        }
    }

    /**
     * One world's air in one arm: a bar per transmission.
     *
     * @param arm the arm
     * @param seed the world
     * @param bars the transmissions, in order
     */
    public record Timeline(String arm, long seed, List<Bar> bars) {
        /**
         * A timeline; the bars are copied.
         *
         * @param arm never null
         * @param seed the world
         * @param bars the bars
         */
        public Timeline {
            Objects.requireNonNull(arm, "arm");
            bars = List.copyOf(bars);
        }
    }

    /**
     * One transmission on a timeline.
     *
     * @param station 0 for B, 1 + j for veteran j
     * @param startSamples its first sample at the loudspeaker, 16 kHz
     * @param lengthSamples its length
     * @param collided whether it overlapped another at B's microphone
     * @param delivered whether the agent it was meant for delivered it
     */
    public record Bar(int station, long startSamples, int lengthSamples, boolean collided,
                      boolean delivered) {
    }
}
