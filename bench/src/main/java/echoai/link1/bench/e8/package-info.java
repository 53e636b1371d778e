/**
 * Trust earned, not assumed (E8). Several veterans speak, some wrong; B keeps testimony per
 * speaker and trusts each one only as far as its own turns bear out what that speaker said. Does
 * it learn whom to believe?
 *
 * <p>This folder holds the experiment {@link E8Trust} and its result record; its registration,
 * {@link E8Rules} (the rules, predictions and checks apart, their judge and the rows the report
 * shows); its section of the report; {@link E8Folder} is its one line in the registry ({@code
 * echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e8;
