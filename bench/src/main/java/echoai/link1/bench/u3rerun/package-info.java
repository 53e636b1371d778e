/**
 * U3 re-registered: harm from each arm's own PER, and babble's losses (V2-3). V2-2's claims arms
 * on seeds no run had used, judged once; U3 itself stays red as V2-2 judged it.
 *
 * <p>This folder holds the experiment {@link U3Rerun} and its result record; its registration,
 * {@link U3RerunRules} (the rules, predictions and checks apart, their judge and the rows the
 * report shows); its section of the report; {@link U3RerunFolder} is its one line in the registry
 * ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.u3rerun;
