package echoai.link1.agent;

import java.util.List;
import java.util.Objects;

/**
 * What a trusting listener (E8) did with its speakers: per turn, the speaker whose testimony its
 * proposal used (-1 when none), the testimony per speaker, and its trust as it stands now.
 *
 * @param followed per turn lived, the sender id of the speaker followed, or -1
 * @param heard    the testimony per speaker (read-only use)
 * @param trust    the trust ledger (read-only use)
 */
public record TrustLog(List<Integer> followed, ProvenanceStore heard, TrustLedger trust) {
    /**
     * Checks the components.
     *
     * @param followed per turn, the speaker followed or -1
     * @param heard never null
     * @param trust never null
     */
    public TrustLog {
        followed = List.copyOf(followed);
        Objects.requireNonNull(heard, "heard");
        Objects.requireNonNull(trust, "trust");
    }
}
