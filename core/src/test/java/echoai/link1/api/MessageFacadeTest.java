package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.LinkFrame;
import echoai.link1.message.Broadcast;
import echoai.link1.message.DataFrame;
import echoai.link1.message.EncodedMessage;
import echoai.link1.message.Message;
import echoai.link1.message.Reassembler;
import echoai.link1.modem.AirProfile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Messages through the facade as PCM (docs/spec/MESSAGE.md): profile F at 48 kHz, kept short. */
class MessageFacadeTest {
    private static final int RATE = 48_000;
    private static final byte[] HI = "hi!".getBytes(StandardCharsets.UTF_8);

    @Test
    void aShortMessageGoesThroughPcmAndComesBackWholeEvenWithItsDataFrameLost() {
        Broadcast how = Broadcast.of(1, 7); // 1 data frame + 1 parity frame
        short[] pcm = Link1.encodeMessage(HI, how, AirProfile.F, RATE);
        assertThat(pcm.length).isEqualTo(AirProfile.F.recordingSamples(2) * 3);
        // the data frame's audio silenced: the parity frame alone must carry the message
        long span = Link1.frameSpanSamples(AirProfile.F, RATE);
        assertThat(span).isEqualTo((38_400 + 4000) * 3);
        int dataStart = AirProfile.F.frameOffset(0) * 3;
        java.util.Arrays.fill(pcm, dataStart, dataStart + AirProfile.F.frameSamples() * 3,
                (short) 0);

        MessageReceiver receiver = Link1.messageReceiver(AirProfile.F, RATE);
        List<HeardMessageFrame> frames = new ArrayList<>();
        receiver.addFrameListener(frames::add);
        for (int at = 0; at < pcm.length; at += 4800) {
            receiver.accept(pcm, at, Math.min(4800, pcm.length - at));
        }
        List<HeardMessage> heard = receiver.finish();

        Message expected = Message.of(1, 7, HI);
        assertThat(heard).singleElement().satisfies(h -> {
            assertThat(h.message()).isEqualTo(expected);
            assertThat(h.message().text()).isEqualTo("hi!");
            long parityStart = AirProfile.F.frameOffset(1) * 3L;
            assertThat(h.startSample()).isBetween(parityStart - 480, parityStart + 480);
        });
        assertThat(frames).singleElement().extracting(f -> ((DataFrame) f.frame()).point())
                .isEqualTo(1);
        assertThat(receiver.count(Reassembler.Count.DELIVERED)).isEqualTo(1);
        assertThat(receiver.progress()).isEmpty();
    }

    /** Postcards and a message on one air: each receiver hears its own and counts the other. */
    @Test
    void aPostcardReceiverNeverTakesAFragmentForAPostcardNorTheOtherWayRound() {
        LinkFrame claim = LinkFrame.fromHex("57110107020b1c09ce00001e0000004c010031172130");
        short[] postcard = Link1.encode(claim, AirProfile.F, RATE);
        short[] message = Link1.encodeMessage(HI, AirProfile.F, RATE);
        short[] pcm = java.util.Arrays.copyOf(postcard, postcard.length + message.length);
        System.arraycopy(message, 0, pcm, postcard.length, message.length);

        Receiver postcards = Link1.receiver(AirProfile.F, RATE);
        postcards.accept(pcm, 0, pcm.length);
        assertThat(postcards.finish()).extracting(Heard::frame).containsExactly(claim);
        assertThat(postcards.rejected()).isEqualTo(2);

        MessageReceiver messages = Link1.messageReceiver(AirProfile.F, RATE);
        messages.accept(pcm, 0, pcm.length);
        assertThat(messages.finish()).extracting(HeardMessage::message)
                .containsExactly(Message.of(0, 0, HI));
        assertThat(messages.count(Reassembler.Count.NOT_MESSAGE)).isEqualTo(1);
    }

    @Test
    void theTwoWayHelpersGiveTheSpecsUnits() {
        assertThat(Link1.arqConfig(AirProfile.Q, 16_000).frameSpanSamples())
                .isEqualTo(19_200 + 4000);
        assertThat(Link1.arqConfig(AirProfile.F, 44_100).answerWaitSamples())
                .isEqualTo(8 * Link1.frameSpanSamples(AirProfile.F, 44_100));
        EncodedMessage m = EncodedMessage.of(2, 3, HI);
        short[] pcm = Link1.encodeMessageFrames(List.of(m.frame(0, 0)), AirProfile.K2, 16_000);
        assertThat(pcm).hasSize(AirProfile.K2.recordingSamples(1));
    }
}
