package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.RoomPoint;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.wsp.Atom;
import org.assertj.core.data.Offset;
import java.util.ArrayList;
import java.util.function.Consumer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The facade: encode, decode and stream at the caller's rate, for K1, K2 and R. */
class Link1Test {
    private static final Claim CLAIM = Speech.claim(1, 0x0203, Atom.TEMER, -40, 3);
    private static final LinkFrame FRAME = Speech.frame(CLAIM, 7);

    @ParameterizedTest
    @CsvSource({"K1, 8000", "K1, 16000", "K1, 44100", "K1, 48000", "K1, 96000", "K2, 48000",
        "R, 48000", "R, 22050"})
    void aFrameEncodedAtARateDecodesAtThatRate(AirProfile profile, int rateHz) {
        short[] pcm = Link1.encode(FRAME, profile, rateHz);
        assertThat((double) pcm.length).isCloseTo(
                profile.recordingSamples(1) * (double) rateHz / 16_000, Offset.offset(2.0));

        List<Heard> heard = Link1.decode(pcm, profile, rateHz);

        assertThat(heard).hasSize(1);
        Heard h = heard.get(0);
        assertThat(h.frame()).isEqualTo(FRAME);
        assertThat(h.act()).contains(CLAIM);
        long start = profile.frameOffset(0) * (long) rateHz / 16_000;
        long length = profile.frameSamples() * (long) rateHz / 16_000;
        assertThat(h.startSample()).isBetween(start - rateHz / 100, start + rateHz / 100);
        assertThat(h.endSample() - h.startSample()).isBetween(length - 1, length + 1);
        assertThat(h.errors()).isZero();
        assertThat(h.erasures()).isZero();
    }

    @Test
    void streamingInChunksGivesWhatDecodeGivesAndListenersJoinAnyTime() {
        LinkFrame ask = Speech.frame(new Ask(1, 9), 8);
        short[] pcm = Link1.encode(List.of(FRAME, ask), AirProfile.K1, 48_000);
        List<Heard> whole = Link1.decode(pcm, AirProfile.K1, 48_000);
        assertThat(whole).extracting(Heard::frame).containsExactly(FRAME, ask);

        Receiver receiver = Link1.receiver(AirProfile.K1, 48_000);
        List<Heard> early = new ArrayList<>();
        List<Heard> late = new ArrayList<>();
        List<Long> completeAt = new ArrayList<>();
        receiver.addListener(early::add);
        receiver.addListener(h -> completeAt.add(receiver.samples()));
        boolean lateAdded = false;
        for (int at = 0; at < pcm.length; at += 1000) {
            receiver.accept(pcm, at, Math.min(1000, pcm.length - at));
            if (!early.isEmpty() && !lateAdded) {
                receiver.addListener(late::add);
                lateAdded = true;
            }
        }
        assertThat(receiver.finish()).isEqualTo(whole);
        assertThat(early).isEqualTo(whole);
        assertThat(late).containsExactly(whole.get(1));
        // each frame is reported about when the stream reaches its end: from 20 ms before (the
        // last slot's tail is not needed) to a second after
        for (int i = 0; i < 2; i++) {
            assertThat(completeAt.get(i)).isBetween(whole.get(i).endSample() - 960,
                    whole.get(i).endSample() + 48_000);
        }
        assertThat(receiver.samples()).isEqualTo(pcm.length);
    }

    @Test
    void aRemovedListenerHearsNothingMoreAndResetStartsAgain() {
        short[] pcm = Link1.encode(FRAME, AirProfile.K2, 16_000);
        Receiver receiver = new Receiver(AirProfile.K2, 16_000);
        List<Heard> got = new ArrayList<>();
        Consumer<Heard> listener = got::add;
        receiver.addListener(listener);
        assertThat(receiver.removeListener(listener)).isTrue();
        receiver.accept(pcm, 0, pcm.length);
        assertThat(receiver.finish()).hasSize(1);
        assertThat(got).isEmpty();
        assertThatThrownBy(() -> receiver.accept(pcm, 0, 1))
                .isInstanceOf(IllegalStateException.class);
        receiver.reset();
        assertThat(receiver.heard()).isEmpty();
        receiver.accept(pcm, 0, pcm.length);
        assertThat(receiver.finish()).hasSize(1);
    }

    @Test
    void silenceIsHeardAsNothing() {
        assertThat(Link1.decode(new short[48_000 * 3], AirProfile.K1, 48_000)).isEmpty();
    }

    @Test
    void ratesOutsideEightToNinetySixKilohertzAreRefused() {
        assertThatThrownBy(() -> Link1.encode(FRAME, AirProfile.K1, 7_999))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sampleRateHz must be in [8000, 96000]: 7999");
        assertThatThrownBy(() -> new Receiver(AirProfile.R, 96_001))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sampleRateHz must be in [8000, 96000]: 96001");
        assertThatThrownBy(() -> Link1.encode(List.of(), AirProfile.K1, 16_000))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @CsvSource({"K1, 44100", "R, 22050", "R, 16000"})
    void aFrameThroughThePhysicalRoomAtTheCallersRateIsHeardThere(AirProfile profile,
            int rateHz) {
        PhysicalRoomConfig near = RoomPoint.named("living-0.3m").config(Background.PINK, 30,
                DeviceChain.DEFAULT, 4);
        short[] pcm = Link1.encode(FRAME, profile, rateHz);
        short[] captured = Link1.throughRoom(pcm, near, rateHz);
        assertThat((double) captured.length).as("the capture at the caller's rate")
                .isCloseTo(pcm.length, Offset.offset(rateHz / 100.0));
        assertThat(captured).isNotEqualTo(pcm);
        assertThat(Link1.decode(captured, profile, rateHz)).extracting(Heard::frame)
                .containsExactly(FRAME);
        assertThat(Link1.throughRoom(pcm, near, rateHz)).as("the seed makes every draw")
                .isEqualTo(captured);
        assertThatThrownBy(() -> Link1.throughRoom(pcm, near, 7_999))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7999");
    }
}
