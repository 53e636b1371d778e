package echoai.link1.cli;

import echoai.link1.message.MessageStation;
import echoai.link1.api.Link1;
import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import echoai.link1.audio.Resampler;
import echoai.link1.frame.LinkFrame;
import echoai.link1.message.ArqConfig;
import echoai.link1.message.ArqSender;
import echoai.link1.message.Broadcast;
import echoai.link1.message.EncodedMessage;
import echoai.link1.message.SendOutcome;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.TonePlan;
import echoai.wsp.Hex;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code air send HEX44...}: modulates the frames into one recording (the spec's layout,
 * 0.25 s of silence around each frame) and plays it through the default output; returns when
 * the last sample has been played. {@code air send --text TEXT | --file PATH}: sends a message
 * (docs/spec/MESSAGE.md), two ways by default — the frames of round 0, then, half duplex, the
 * receiver's answers heard through the default input and the frames it lacks sent again, until
 * its DONE or the sender gives up — or one way with {@code --one-way}.
 */
@Command(name = "send", mixinStandardHelpOptions = true,
        description = {"Plays frames (44 hex digits each) through the default audio output.",
            "The recording: 0.25 s of silence, each frame, 0.25 s of silence.",
            "--text TEXT or --file PATH sends a message of 1 to 65536 bytes instead",
            "(docs/messages.md). Two ways by default: it plays the message's frames,",
            "listens on the default input for the receiver's answer (NEED or DONE), sends",
            "what is lacking, and ends delivered (exit 0) or given up (exit 1), saying",
            "what was missing. It plays only when the air is clear (carrier sense).",
            "--one-way plays the message with parity (--parity, default 25 percent)",
            "--rounds times and hears no answer. Ids are random unless given.",
            "Progress on stderr, a line per frame sent or answer heard."})
final class AirSendCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private AirOptions air;

    @Option(names = "--text", paramLabel = "TEXT", description = "Send TEXT (UTF-8) as a message.")
    private String text;

    @Option(names = "--file", paramLabel = "PATH", description = "Send the file as a message.")
    private Path file;

    @Option(names = "--one-way",
            description = "Send the message one way: no answer is awaited or heard.")
    private boolean oneWay;

    @Mixin
    private BroadcastOptions broadcast = new BroadcastOptions();

    @Parameters(arity = "0..*", paramLabel = "HEX44", description = "Frames, 44 hex digits each.")
    private List<String> hexFrames = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        int given = (text != null ? 1 : 0) + (file != null ? 1 : 0) + (hexFrames.isEmpty() ? 0 : 1);
        if (given != 1) {
            throw new UsageException("air send takes one of HEX44 frames, --text TEXT and --file"
                    + " PATH");
        }
        if (hexFrames.isEmpty()) {
            return sendMessage(text != null ? MessageFiles.text(text)
                    : MessageFiles.read("--file", file));
        }
        if (oneWay || broadcast.any()) {
            throw new UsageException("--one-way, --sender, --id, --parity and --rounds go with"
                    + " --text or --file");
        }
        AirProfile profile = air.profiles.profile();
        List<byte[]> frames = new ArrayList<>();
        for (String hex : hexFrames) {
            try {
                frames.add(Hex.parse(hex, LinkFrame.LENGTH));
            } catch (IllegalArgumentException e) {
                throw new UsageException("air send: " + e.getMessage());
            }
        }
        short[] pcm = profile.recordingOfFrames(frames);
        int rateHz = air.rateHz();
        ModemCommand.warnBand(spec.commandLine().getErr(), air.profiles.profile(), rateHz);
        try (PcmSink sink = air.backend.openSink(rateHz)) {
            sink.play(Resampler.resample(pcm, Pcm16.SAMPLE_RATE_HZ, rateHz));
            sink.drain();
        }
        spec.commandLine().getErr().printf("air send: played %d frame(s), %d ms, profile %s, through %s%n",
                frames.size(), Pcm16.millis(pcm.length), profile.label(), air.backend.cliName());
        return Main.EXIT_OK;
    }

    private int sendMessage(byte[] payload) throws IOException {
        if (!oneWay && broadcast.rounds != null) {
            throw new UsageException("--rounds goes with --one-way (two ways, the receiver"
                    + " asks for what it lacks)");
        }
        AirProfile profile = air.profiles.profile();
        int rateHz = air.rateHz();
        PrintWriter err = spec.commandLine().getErr();
        SplittableRandom random = new SplittableRandom();
        Broadcast b = broadcast.broadcast(random.nextInt(256), random.nextInt(256),
                oneWay ? Broadcast.DEFAULT_PARITY_PERCENT : 0);
        ModemCommand.warnBand(err, profile, rateHz);
        EncodedMessage message = EncodedMessage.of(b.sender(), b.messageId(), payload);
        int dataFrames = message.geometry().dataFrames();
        if (oneWay) {
            SendRoles.OneWay role = new SendRoles.OneWay(b.frames(payload), err);
            err.printf("air send: %d bytes as sender %d, message %d, profile %s, one way:"
                    + " %d data frames, %d %% parity, %d round(s)%n", payload.length, b.sender(),
                    b.messageId(), profile.label(), dataFrames, b.parityPercent(), b.rounds());
            MessageStation station = new MessageStation(profile, role, true, random.nextLong());
            return MessageAir.run(air, station, true, Long.MAX_VALUE, role::done, () -> { },
                    () -> role.done() ? Main.EXIT_OK : Main.EXIT_NEGATIVE);
        }
        ArqConfig config = Link1.arqConfig(profile, TonePlan.SAMPLE_RATE_HZ)
                .withParity(b.parityPercent(), 0);
        int roundZero = message.round(b.parityPercent()).size();
        SendRoles.TwoWay role = new SendRoles.TwoWay(new ArqSender(message, config), roundZero,
                err);
        err.printf("air send: %d bytes as sender %d, message %d, profile %s, two ways: %d data"
                + " frames, %d in round 0%n", payload.length, b.sender(), b.messageId(),
                profile.label(), dataFrames, roundZero);
        MessageStation station = new MessageStation(profile, role, true, random.nextLong());
        return MessageAir.run(air, station, true, Long.MAX_VALUE,
                () -> role.outcome().isPresent(), () -> { }, () -> {
                    if (role.outcome().isEmpty()) {
                        err.println("air send: stopped before the end");
                    }
                    return role.outcome().filter(o -> o instanceof SendOutcome.Delivered)
                            .isPresent() ? Main.EXIT_OK : Main.EXIT_NEGATIVE;
                });
    }
}
