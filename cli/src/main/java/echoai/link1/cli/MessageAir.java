package echoai.link1.cli;

import echoai.link1.message.MessageStation;
import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import echoai.link1.audio.PcmSource;
import echoai.link1.audio.Resampler;
import echoai.link1.audio.ResamplingSource;
import echoai.link1.devices.PipeWireSink;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

/**
 * The device side of {@code air send --text|--file} and {@code air receive}: the default input
 * (resampled to 16 kHz) drives a {@link MessageStation}; each frame it hands out is resampled to
 * the device's rate and played on a thread of its own, through one output stream for the whole
 * run (no tool started per frame), while the input goes on being read. Ends when {@code done}
 * says so and nothing is playing, when the input ends (Ctrl-C) or after {@code limitSamples}.
 */
final class MessageAir {
    private static final int CHUNK = 1024;

    private MessageAir() {
    }

    /**
     * Runs a station on the devices of {@code air}.
     *
     * @param air the backend and the device rate
     * @param station the station
     * @param speaks whether to open the output (a one-way receiver never plays)
     * @param limitSamples most 16 kHz samples to hear
     * @param done checked after each chunk: true ends the run once nothing plays
     * @param listening called once the input has delivered its first samples
     * @param summary called at the end (Ctrl-C included): prints the summary, gives the code
     * @return the summary's exit code
     * @throws IOException when a device fails
     */
    static int run(AirOptions air, MessageStation station, boolean speaks, long limitSamples,
                   BooleanSupplier done, Runnable listening, IntSupplier summary)
            throws IOException {
        int rateHz = air.rateHz();
        ExecutorService player = Executors.newSingleThreadExecutor();
        List<Future<?>> playing = new ArrayList<>();
        try (StopOnInterrupt input = StopOnInterrupt.install(air.backend.openSource(rateHz));
             PcmSink sink = speaks ? air.backend.openSink(rateHz) : null) {
            short[] push = new short[PipeWireSink.TAIL_PADDING_SAMPLES * rateHz
                    / Pcm16.SAMPLE_RATE_HZ];
            if (sink != null) {
                sink.play(push); // starts the output stream before the first frame
            }
            PcmSource mic = ResamplingSource.of(input, Pcm16.SAMPLE_RATE_HZ);
            short[] chunk = new short[CHUNK];
            listening.run();
            while (station.clock() < limitSamples && !(done.getAsBoolean() && !station.playing())) {
                int n = mic.read(chunk);
                if (n < 0) {
                    break;
                }
                MessageStation.Transmission t = station.hear(chunk, 0, n);
                if (t != null && sink != null) {
                    short[] pcm = Resampler.resample(t.sound(), Pcm16.SAMPLE_RATE_HZ, rateHz);
                    playing.add(player.submit(() -> {
                        sink.play(pcm);
                        sink.play(push); // pushes the frame's last partial quantum out
                        return null;
                    }));
                }
                check(playing);
            }
            if (!input.stopped()) { // after Ctrl-C the output is closed, not drained
                for (Future<?> f : playing) {
                    RoomAgentCommand.finish(f);
                }
                if (sink != null) {
                    sink.drain();
                }
            }
            return input.finish(summary.getAsInt());
        } finally {
            player.shutdownNow();
        }
    }

    /** Rethrows the failure of a frame that has finished playing. */
    private static void check(List<Future<?>> playing) throws IOException {
        while (!playing.isEmpty() && playing.get(0).isDone()) {
            RoomAgentCommand.finish(playing.remove(0));
        }
    }
}
