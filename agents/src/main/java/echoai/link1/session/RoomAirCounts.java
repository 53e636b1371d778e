package echoai.link1.session;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * What happened on the air of one shared-room run (E7, docs/spec/E7.md), counted from the
 * simulation's ground truth and from B's receiver. "At B" means at the novice's microphone.
 *
 * @param framesSent transmissions, every attempt and repeat counted
 * @param framesDistinct distinct frames among them (a repeat is byte for byte the same frame)
 * @param framesDelivered distinct frames sent that B's receiver delivered byte-equal (in the
 *     dialogue: each frame by the agent it was meant for)
 * @param framesLost distinct frames sent that were never delivered
 * @param duplicatesSuppressed frames B heard again byte for byte and did not take twice
 * @param collisions transmissions that overlapped another in the air at B's microphone
 * @param collisionRate collisions / frames sent, 4 decimals
 * @param syncs syncs (greetings) B's receiver detected
 * @param candidates candidates B's receiver offered to the CRC
 * @param corruptPassedCrc candidates whose CRC passed and that no agent sent
 * @param acceptedCorrupt of those, frames past every frame check (taken in by B)
 * @param airTimeSamples from the start to the end, at B's microphone, of the last frame sent:
 *     when B has heard what it will hear (16 kHz samples)
 * @param airTimeS the same in seconds, 3 decimals
 * @param goodputPerS distinct postcards delivered to B per second of air time, 4 decimals
 * @param deferrals back-off count-downs interrupted by a busy medium, every agent
 * @param backoffSlots back-off slots drawn, every agent
 * @param abandoned frames given up after waiting too long
 */
public record RoomAirCounts(int framesSent, int framesDistinct, int framesDelivered,
                            int framesLost, int duplicatesSuppressed, int collisions,
                            BigDecimal collisionRate, long syncs, long candidates,
                            int corruptPassedCrc, int acceptedCorrupt, long airTimeSamples,
                            BigDecimal airTimeS, BigDecimal goodputPerS, long deferrals,
                            long backoffSlots, long abandoned) {
    /**
     * Checks the counts.
     *
     * @param framesSent 0 or more
     * @param framesDistinct 0..framesSent
     * @param framesDelivered 0..framesDistinct
     * @param framesLost 0..framesDistinct
     * @param duplicatesSuppressed 0 or more
     * @param collisions 0..framesSent
     * @param collisionRate 4 decimals
     * @param syncs 0 or more
     * @param candidates 0 or more
     * @param corruptPassedCrc 0 or more
     * @param acceptedCorrupt 0..corruptPassedCrc
     * @param airTimeSamples 0 or more
     * @param airTimeS 3 decimals
     * @param goodputPerS 4 decimals
     * @param deferrals 0 or more
     * @param backoffSlots 0 or more
     * @param abandoned 0 or more
     * @throws IllegalArgumentException when a count is out of range
     */
    public RoomAirCounts {
        Objects.requireNonNull(collisionRate, "collisionRate");
        Objects.requireNonNull(airTimeS, "airTimeS");
        Objects.requireNonNull(goodputPerS, "goodputPerS");
        if (framesSent < 0 || framesDistinct < 0 || framesDistinct > framesSent
                || framesDelivered < 0 || framesDelivered > framesDistinct || framesLost < 0
                || framesLost > framesDistinct || duplicatesSuppressed < 0 || collisions < 0
                || collisions > framesSent || syncs < 0 || candidates < 0 || corruptPassedCrc < 0
                || acceptedCorrupt < 0 || acceptedCorrupt > corruptPassedCrc
                || airTimeSamples < 0 || deferrals < 0 || backoffSlots < 0 || abandoned < 0) {
            throw new IllegalArgumentException("room air counts out of range: " + framesSent
                    + " sent, " + framesDistinct + " distinct, " + framesDelivered
                    + " delivered, " + framesLost + " lost, " + collisions + " collisions, "
                    + acceptedCorrupt + "/" + corruptPassedCrc + " corrupt");
        }
    }
}
