/**
 * The registry and what iterates it. {@link echoai.link1.bench.registry.Registry} lists every
 * folder of the bench once; the bench's run and judgement
 * ({@link echoai.link1.bench.registry.Bench}, written through
 * {@link echoai.link1.bench.registry.Staging} so that a run replaces a file whole or not at all),
 * the seed policy ({@code Registry.checkSeeds}), the lab reader
 * ({@link echoai.link1.bench.registry.LabFiles}) and the shared v2 verdicts file
 * ({@link echoai.link1.bench.registry.V2File}) take the experiments and registrations from it.
 *
 * <p>Adding an experiment is its folder, one line in {@code Registry} and its section in
 * {@code docs/spec/}.
 */
package echoai.link1.bench.registry;
