/**
 * {@code link1 demo}: the story of one world for a newcomer.
 *
 * <ul>
 *   <li>{@link echoai.link1.bench.demo.Demo} — A lives and speaks through a channel, B listens
 *       and lives, the same B lives in silence.</li>
 *   <li>{@link echoai.link1.bench.demo.Narration} — the story as numbered lines.</li>
 * </ul>
 */
package echoai.link1.bench.demo;
