/**
 * E9 again, on fresh seeds (E9-fresh, {@code docs/spec/E9.md}): E9's experiment
 * ({@link echoai.link1.bench.e9.E9Discovery} under the id E9-fresh) on the fresh eval seeds
 * 120 000–120 063, judged once by E9's judge into {@link E9FreshVerdicts}, a document of its
 * own; {@link E9FreshRules} is its registration and {@link E9FreshFolder} its line in the
 * registry.
 */
package echoai.link1.bench.e9fresh;
