/**
 * The arms of the understanding experiments: one arm's rows over the worlds
 * ({@link echoai.link1.bench.arms.ArmResult}), their summary
 * ({@link echoai.link1.bench.arms.ArmSummary}) and what B's behaviour says about what it
 * understood ({@link echoai.link1.bench.arms.Understanding}).
 *
 * <p>No experiment is named here: the folders import this package.
 */
package echoai.link1.bench.arms;
