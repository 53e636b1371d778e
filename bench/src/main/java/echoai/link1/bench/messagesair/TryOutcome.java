package echoai.link1.bench.messagesair;

/**
 * One try of a message: whether the receiver delivered it whole (exact), when, what it cost, and
 * the wrong messages it delivered (any payload other than one sent).
 *
 * @param delivered the receiver delivered the message sent, exact
 * @param deliveredAtSamples when (16 kHz samples from the first sample sent), or −1
 * @param endSamples when the try ended: the sender's end state (two ways), its last frame (one
 *     way, ggwave)
 * @param framesSent frames (ggwave: pieces) put on the air by every station of the try
 * @param wrong messages delivered that no sender sent
 * @param senderConfirmed two ways: the sender ended delivered (a DONE with its check); else
 *     false
 * @param repairRounds two ways: the sender's repair rounds; else 0
 */
record TryOutcome(boolean delivered, long deliveredAtSamples, long endSamples, long framesSent,
                  int wrong, boolean senderConfirmed, int repairRounds) {
}
