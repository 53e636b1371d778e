/**
 * The baselines beside E8's rule. E8's speaker sets on E8's eval worlds with two more rules a
 * reviewer expects, a majority vote across speakers and a reputation baseline (beta-binomial
 * counts of borne-out and contradicted claims), beside E8's trust, today's rule and the
 * known-liar baseline; reported, not predicted.
 *
 * <p>This folder holds the experiment {@link E8Baselines} (its document is E8's record,
 * {@code echoai.link1.bench.e8.E8Result}); no registration: what it measures is reported, not
 * judged; its section of the report ({@link E8BaselinesSection}); {@link E8BaselinesFolder} is
 * its one line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e8baselines;
