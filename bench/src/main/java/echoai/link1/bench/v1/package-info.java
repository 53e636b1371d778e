/**
 * v1 — does B change its behaviour because of what A says? P1–P7, registered before the eval run
 * in docs/spec/LINK1.md: judged from E2, E4 and E5 into predictions.json. Harm means first-visit
 * harm; a red stays red.
 *
 * <p>This folder holds no experiment of its own: it judges documents that other folders write; its
 * registration, {@link V1Rules} (the rules, predictions and checks apart, their judge and the rows
 * the report shows); its section of the report; {@link V1Folder} is its one line in the registry
 * ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.v1;
