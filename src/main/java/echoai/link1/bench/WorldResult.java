package echoai.link1.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;

/**
 * One arm in one world: the E4/E5 keys (other tools read them, names as written in the JSON).
 *
 * @param seed                  world seed
 * @param arm                   arm name (S, T, X, L, D, E5, …)
 * @param firstVisitHarm        cells whose first action by B (after the gate) got r &lt; 0
 * @param harm                  B's turns with r &lt; 0
 * @param totalReturn           B's sum of rewards ({@code return})
 * @param diversions            B's diversions (proposal-time, vetoed ones included)
 * @param sitesCounted          distinct referents B observed (its CAM)
 * @param gateVetoes            B's gate vetoes
 * @param postcards             frames sent to B (E5: ASKs + answers)
 * @param postcardsLost         sent frames that did not arrive byte-equal
 * @param acceptedCorrupt       accepted frames not byte-equal to any frame sent
 * @param falseFacts            NEXUS-0 auditor
 * @param destroyed             NEXUS-0 auditor
 * @param cortexCalls           B's cortex calls
 * @param testimonyCoreWrites   hear() calls that changed the core digest
 * @param replayMatches         the deaf replay twin ends with B's digest
 * @param unexplainedDiversions oracle mismatches
 * @param coreDigest            B's final core digest
 */
public record WorldResult(long seed, String arm, int firstVisitHarm, int harm, int totalReturn,
                          int diversions, int sitesCounted, int gateVetoes, int postcards,
                          int postcardsLost, int acceptedCorrupt, int falseFacts, int destroyed,
                          int cortexCalls, int testimonyCoreWrites, boolean replayMatches,
                          int unexplainedDiversions, String coreDigest) {
    public WorldResult {
        Objects.requireNonNull(arm, "arm");
        Objects.requireNonNull(coreDigest, "coreDigest");
    }

    /** P3 in this world: every guard and invariant holds. */
    public boolean firewallHolds() {
        return falseFacts == 0 && destroyed == 0 && cortexCalls == 0 && testimonyCoreWrites == 0
                && replayMatches && unexplainedDiversions == 0;
    }

    /** The JSON object of this world (keys in the documented order; arm not repeated). */
    public ObjectNode json() {
        ObjectNode o = Json.object();
        o.put("seed", seed);
        o.put("first_visit_harm", firstVisitHarm);
        o.put("harm", harm);
        o.put("return", totalReturn);
        o.put("diversions", diversions);
        o.put("sites_counted", sitesCounted);
        o.put("gate_vetoes", gateVetoes);
        o.put("postcards", postcards);
        o.put("postcards_lost", postcardsLost);
        o.put("accepted_corrupt", acceptedCorrupt);
        o.put("false_facts", falseFacts);
        o.put("destroyed", destroyed);
        o.put("cortex_calls", cortexCalls);
        o.put("testimony_core_writes", testimonyCoreWrites);
        o.put("replay_matches", replayMatches);
        o.put("unexplained_diversions", unexplainedDiversions);
        o.put("core_digest", coreDigest);
        return o;
    }

    /** Reads a world object written by {@link #json()}. */
    public static WorldResult fromJson(String arm, com.fasterxml.jackson.databind.JsonNode o) {
        return new WorldResult(o.get("seed").asLong(), arm, o.get("first_visit_harm").asInt(),
                o.get("harm").asInt(), o.get("return").asInt(), o.get("diversions").asInt(),
                o.get("sites_counted").asInt(), o.get("gate_vetoes").asInt(),
                o.get("postcards").asInt(), o.get("postcards_lost").asInt(),
                o.get("accepted_corrupt").asInt(), o.get("false_facts").asInt(),
                o.get("destroyed").asInt(), o.get("cortex_calls").asInt(),
                o.get("testimony_core_writes").asInt(), o.get("replay_matches").asBoolean(),
                o.get("unexplained_diversions").asInt(), o.get("core_digest").asText());
    }
}
