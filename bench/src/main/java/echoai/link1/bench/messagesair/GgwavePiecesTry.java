package echoai.link1.bench.messagesair;

import echoai.link1.bench.air.GgwaveBridge;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.GgwaveWaveform;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.PhysicalRoomOutput;
import echoai.link1.room.Placement;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * ggwave carrying a message (issue 39): the bytes cut into pieces of at most
 * {@value #PIECE_BYTES} (ggwave's largest payload), each its own transmission from the try's
 * loudspeaker to its microphone (the same placement, its own tail and background draw), heard by
 * a fresh ggwave receiver for the protocol sent. No way back and no check across pieces: the
 * message is delivered when every piece decodes to the bytes sent, wrong when every piece
 * decodes to something and one of them is not what was sent (the receiver could not tell).
 */
final class GgwavePiecesTry {
    /** ggwave's largest payload, bytes. */
    static final int PIECE_BYTES = 140;

    private GgwavePiecesTry() {
    }

    /**
     * One try.
     *
     * @param protocol the ggwave protocol
     * @param bridge a bridge to ggwave
     * @param room the case
     * @param placement the try's placement
     * @param payload the message
     * @param draws the try's draws (one seed a piece)
     * @return the outcome
     */
    static TryOutcome run(GgwaveProtocol protocol, GgwaveBridge bridge, RoomsCase room,
                          Placement placement, byte[] payload, SplittableRandom draws) {
        try {
            int pieces = (payload.length + PIECE_BYTES - 1) / PIECE_BYTES;
            int correct = 0;
            int heard = 0;
            long t = 0;
            long lastCorrectEnd = -1;
            for (int p = 0; p < pieces; p++) {
                byte[] piece = Arrays.copyOfRange(payload, p * PIECE_BYTES,
                        Math.min(payload.length, (p + 1) * PIECE_BYTES));
                float[] wave = bridge.encode(protocol, piece);
                short[] tx = GgwaveWaveform.recording(wave);
                PhysicalRoomConfig config = room.point().config(room.background(), room.snrDb(),
                        room.devices(), draws.nextLong());
                PhysicalRoomOutput rx = PhysicalRoom.apply(tx, config, placement);
                byte[] got = bridge.decode(protocol, rx.captureRateHz(), rx.capture());
                long end = t + tx.length - RoomLeg.LEAD_SAMPLES;
                t = end;
                heard += got.length > 0 ? 1 : 0;
                if (Arrays.equals(got, piece)) {
                    correct++;
                    lastCorrectEnd = end;
                }
            }
            boolean delivered = correct == pieces;
            int wrong = heard == pieces && !delivered ? 1 : 0;
            return new TryOutcome(delivered, delivered ? lastCorrectEnd : -1, t, pieces, wrong,
                    false, 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
