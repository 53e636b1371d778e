package echoai.link1.bench.e3;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import echoai.link1.audio.Recording;
import echoai.link1.bench.Json;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.devices.AudioBackend;
import echoai.link1.fec.AirCodec;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.Preamble;
import echoai.link1.modem.TonePlan;
import echoai.link1.session.AirPath;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * One E3 trial: frames modulated into one recording (the spec's layout: 0.25 s of silence
 * around each frame), played through one backend's default output while another backend's
 * default input is recorded and decoded as it arrives (the demodulator runs on the recording
 * thread, as {@code link1 air listen} does).
 *
 * <p>Counted: frames received bit-exact, lost, accepted corrupt (passed the CRC but equal to no
 * frame sent), duplicates, greetings and drops by reason. Measured: the path latency (from the
 * call to play to the frame's greeting in the recording, by the recording's sample clock), the
 * detection latency (wall clock, from the moment the frame's first sample was due at the output
 * to the moment the demodulator delivered it — it includes the frame's own air time) and the
 * SNR of the received frames ({@link ToneSnr}). Also reported: whether the whole played PCM
 * occurs bit-exact in the recording (true on the digital loop, false through air).
 */
final class DeviceAirTrial {
    /** Recording before the first sample is played. */
    static final int PRE_ROLL_MILLIS = 300;
    /** Recording kept after the last sample was due, for the path latency. */
    static final int TAIL_MILLIS = 1000;
    /** How long past the expected end the trial waits for the recording. */
    static final int OVERRUN_MILLIS = 3000;

    private final TonePlan plan;
    private final List<byte[]> frames;

    DeviceAirTrial(TonePlan plan, List<byte[]> frames) {
        this.plan = plan;
        this.frames = List.copyOf(frames);
    }

    /** Plays through {@code play} while recording through {@code record}; the trial's record. */
    E3Result.Trial run(AudioBackend play, AudioBackend record) throws IOException {
        short[] pcm = Modulator.recordingOfFrames(plan, frames);
        int rate = Pcm16.SAMPLE_RATE_HZ;
        short[] captured = new short[pcm.length
                + rate / 1000 * (PRE_ROLL_MILLIS + TAIL_MILLIS + OVERRUN_MILLIS)];
        int[] capturedLength = {0};
        List<Detection> detections = new ArrayList<>();
        AirProfile profile = AirProfile.ofK(plan.groups());
        FrameReceiver demodulator = AirPath.receiver(profile, frames.size(), f -> {
            synchronized (detections) {
                detections.add(new Detection(f, System.nanoTime()));
            }
        }, null);
        long recordedAtPlay;
        long playNanos;
        try (PcmSink sink = play.openSink()) {
            Recording recording = Recording.start(record.openSource(), (chunk, n) -> {
                int room = Math.min(n, captured.length - capturedLength[0]);
                System.arraycopy(chunk, 0, captured, capturedLength[0], room);
                capturedLength[0] += room;
                demodulator.accept(chunk, 0, n);
            });
            try {
                sleepMillis(PRE_ROLL_MILLIS);
                recordedAtPlay = recording.samplesRecorded();
                playNanos = System.nanoTime();
                sink.play(pcm);
                sink.drain();
                long want = recordedAtPlay + pcm.length + (long) rate / 1000 * TAIL_MILLIS;
                long deadline = System.nanoTime() + (TAIL_MILLIS + OVERRUN_MILLIS) * 1_000_000L;
                while (recording.running() && recording.samplesRecorded() < want
                        && System.nanoTime() - deadline < 0) {
                    sleepMillis(10);
                }
            } finally {
                recording.stop();
            }
        }
        demodulator.finish();
        return report(play, record, demodulator, detections, captured, capturedLength[0],
                recordedAtPlay, playNanos, find(captured, capturedLength[0], pcm) >= 0);
    }

    private E3Result.Trial report(AudioBackend play, AudioBackend record,
            FrameReceiver demodulator, List<Detection> detections, short[] captured,
            int capturedLength, long recordedAtPlay, long playNanos, boolean pcmBitExact) {
        boolean[] received = new boolean[frames.size()];
        int corrupt = 0;
        int duplicates = 0;
        List<Long> pathMillis = new ArrayList<>();
        List<Long> detectionMillis = new ArrayList<>();
        ToneSnr snr = new ToneSnr();
        for (Detection d : detections) {
            int i = indexOf(d.frame().frame());
            if (i < 0) {
                corrupt++;
                continue;
            }
            if (received[i]) {
                duplicates++;
                continue;
            }
            received[i] = true;
            long due = Modulator.frameOffset(plan, i);
            long pathSamples = d.frame().offsetSamples() - recordedAtPlay - due;
            pathMillis.add(pathSamples * 1000 / Pcm16.SAMPLE_RATE_HZ);
            long dueNanos = playNanos + due * 1_000_000_000L / Pcm16.SAMPLE_RATE_HZ;
            detectionMillis.add((d.nanos() - dueNanos) / 1_000_000L);
            addSnr(snr, frames.get(i), d.frame().offsetSamples(), captured, capturedLength);
        }
        int got = 0;
        for (boolean r : received) {
            got += r ? 1 : 0;
        }
        double db = snr.snrDb();
        E3Result.Snr tone = new E3Result.Snr(snr.tones(),
                Double.isInfinite(db) || Double.isNaN(db) ? null : Json.fixed(db, 1),
                Double.isInfinite(db));
        return new E3Result.Trial(play.cliName(), record.cliName(), frames.size(), got,
                frames.size() - got, corrupt, duplicates, demodulator.greetings(),
                AirTrials.dropped(demodulator::dropped), E3Result.Range.of(pathMillis),
                E3Result.Range.of(detectionMillis), tone, pcmBitExact);
    }

    private void addSnr(ToneSnr snr, byte[] frame, long offset, short[] captured, int length) {
        if (offset < 0 || offset + plan.frameSamples() > length) {
            return;
        }
        byte[] air = AirCodec.encode(frame);
        int groups = plan.groups();
        int[][] bins = new int[groups][TonePlan.TONES_PER_GROUP];
        for (int g = 0; g < groups; g++) {
            for (int v = 0; v < TonePlan.TONES_PER_GROUP; v++) {
                bins[g][v] = plan.bin(g, v);
            }
        }
        for (int slot = 0; slot < plan.slots(); slot++) {
            int start = (int) offset + Preamble.SAMPLES + slot * TonePlan.SLOT_SAMPLES
                    + TonePlan.GUARD_SAMPLES;
            for (int g = 0; g < groups; g++) {
                int nibble = air[slot * groups + g];
                snr.addSlot(captured, start, plan.bin(g, nibble), bins[g]);
            }
        }
    }

    /** The first index where all of {@code pcm} occurs exactly in {@code data[0..length)}, or -1. */
    static int find(short[] data, int length, short[] pcm) {
        outer:
        for (int i = 0; i + pcm.length <= length; i++) {
            for (int j = 0; j < pcm.length; j++) {
                if (data[i + j] != pcm[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private int indexOf(byte[] frame) {
        for (int i = 0; i < frames.size(); i++) {
            if (Arrays.equals(frames.get(i), frame)) {
                return i;
            }
        }
        return -1;
    }

    static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    private static void sleepMillis(long millis) throws IOException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** A frame the demodulator delivered and when (System.nanoTime). */
    private record Detection(ModemFrame frame, long nanos) {
    }
}
