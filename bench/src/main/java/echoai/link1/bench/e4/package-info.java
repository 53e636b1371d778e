/**
 * E4 — does B understand what A says? First-visit harm: cells whose first action by B (after the
 * gate) got a negative reward. Lower is better. Paired by world seed. Then the P3 audit: testimony
 * never becomes fact.
 *
 * <p>This folder holds the experiment {@link E4Understanding} and its result record; no
 * registration: what it measures is reported, not judged; its section of the report; {@link
 * E4Folder} is its one line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e4;
