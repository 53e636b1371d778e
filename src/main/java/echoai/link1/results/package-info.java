/**
 * Plain records of what the bench measures: result documents and the per-world row. JDK only, so
 * the core library can carry them; the bench's one JSON mapper serialises them.
 *
 * <ul>
 *   <li>{@link echoai.link1.results.WorldResult} — one arm in one world: first-visit harm,
 *       harm, return, diversions, postcards sent/lost/corrupt, and the P3 guards.</li>
 * </ul>
 */
package echoai.link1.results;
