/**
 * How a registration is written down and judged. A
 * {@link echoai.link1.bench.rules.Registration} declares in one place its id, its spec section,
 * its eval seed range, the documents it is judged from ({@link echoai.link1.bench.rules.Sources}),
 * where its verdicts go ({@link echoai.link1.bench.rules.Where}) and its rules
 * ({@link echoai.link1.bench.rules.Rule}): each a <em>prediction</em>, which could come out red,
 * or a <em>check</em>, which holds by construction or guards the code. A judge gives one
 * {@link echoai.link1.bench.rules.Verdict} per rule; {@link echoai.link1.bench.rules.RuleRow} is
 * the row the report shows and {@link echoai.link1.bench.rules.Tally} the count of a glance row.
 * {@link echoai.link1.bench.rules.Uncertainty} and {@link echoai.link1.bench.rules.Paired} are
 * the statistics the judges share (Wilson intervals, paired bootstrap).
 *
 * <p>This package knows no experiment; each folder implements its registration.
 */
package echoai.link1.bench.rules;
