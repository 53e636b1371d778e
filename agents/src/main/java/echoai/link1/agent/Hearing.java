package echoai.link1.agent;

/**
 * What one {@link TalkingAgent#hear(byte[], int, int)} did.
 *
 * @param bytes        bytes fed
 * @param frames       frames the decoder accepted
 * @param claims       CLAIMs stored as testimony
 * @param unknowns     UNKNOWN answers heard (nothing stored)
 * @param otherActs    other well-formed acts (HELLO, ASK): counted, ignored
 * @param malformed    accepted frames whose postcard lacks its act's exact shape, or whose
 *                     speaker is not the frame's sender: dropped
 * @param coreUnchanged whether the core digest after equals the one before
 */
public record Hearing(int bytes, int frames, int claims, int unknowns, int otherActs,
                      int malformed, boolean coreUnchanged) {
}
