/**
 * Examples on link1-core alone, each a program with a {@code main} and a {@code run} its test
 * calls (they print: they are user programs, not library code).
 *
 * <ul>
 *   <li>{@link echoai.link1.examples.SendPostcard}: a postcard to a WAV file at 48 kHz.</li>
 *   <li>{@link echoai.link1.examples.Listen}: frames from the default microphone or a WAV
 *       file, as they are heard.</li>
 *   <li>{@link echoai.link1.examples.TwoAgents}: a veteran tells a novice by wire.</li>
 *   <li>{@link echoai.link1.examples.RoomOfYourOwn}: frames through a room you describe.</li>
 * </ul>
 */
package echoai.link1.examples;
