package echoai.link1.bench.e9fresh;

import echoai.link1.bench.e9.DiscoveryVerdicts;
import java.util.Objects;

/**
 * E9-fresh's verdicts: D1–D7 judged by E9's judge from the run on the fresh eval seeds, a
 * document of their own ({@code v3/E9-fresh-verdicts.json}).
 *
 * @param seeds the seeds of the run judged
 * @param verdicts D1–D7
 */
public record E9FreshVerdicts(String seeds, DiscoveryVerdicts verdicts) {
    public E9FreshVerdicts {
        Objects.requireNonNull(seeds, "seeds");
        Objects.requireNonNull(verdicts, "verdicts");
    }
}
