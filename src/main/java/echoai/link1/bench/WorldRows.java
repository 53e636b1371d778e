package echoai.link1.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.results.WorldResult;

/** A world's row in E4/E5 JSON and back (keys as the spec and other tools read them). */
public final class WorldRows {
    private WorldRows() {
    }

    /** The JSON object of this world (keys in the documented order; arm not repeated). */
    public static ObjectNode json(WorldResult r) {
        ObjectNode o = Json.object();
        o.put("seed", r.seed());
        o.put("first_visit_harm", r.firstVisitHarm());
        o.put("harm", r.harm());
        o.put("return", r.totalReturn());
        o.put("diversions", r.diversions());
        o.put("sites_counted", r.sitesCounted());
        o.put("gate_vetoes", r.gateVetoes());
        o.put("postcards", r.postcards());
        o.put("postcards_lost", r.postcardsLost());
        o.put("accepted_corrupt", r.acceptedCorrupt());
        o.put("false_facts", r.falseFacts());
        o.put("destroyed", r.destroyed());
        o.put("cortex_calls", r.cortexCalls());
        o.put("testimony_core_writes", r.testimonyCoreWrites());
        o.put("replay_matches", r.replayMatches());
        o.put("unexplained_diversions", r.unexplainedDiversions());
        o.put("core_digest", r.coreDigest());
        return o;
    }

    /** Reads a world object written by {@link #json(WorldResult)}. */
    public static WorldResult fromJson(String arm, JsonNode o) {
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
