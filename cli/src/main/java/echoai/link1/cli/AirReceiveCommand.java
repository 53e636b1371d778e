package echoai.link1.cli;

import echoai.link1.message.MessageStation;
import echoai.link1.api.Link1;
import echoai.link1.audio.Pcm16;
import echoai.link1.message.ArqReceiver;
import echoai.link1.message.DoneFrame;
import echoai.link1.message.FrameOutcome;
import echoai.link1.message.Lack;
import echoai.link1.message.Message;
import echoai.link1.message.MessageFrame;
import echoai.link1.message.NeedFrame;
import echoai.link1.message.Reassembler.Count;
import echoai.link1.modem.AirProfile;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code air receive --out DIR}: hears messages (docs/spec/MESSAGE.md) on the default input and
 * writes each one delivered into DIR as {@code message-S-M.bin}, never replacing a file (an
 * older one under the same ids: {@code message-S-M-2.bin}, …), with its JSON line on stdout.
 * Two ways by default: it answers each message through the default output — NEED with what it
 * lacks, DONE once delivered — half duplex, when the air is clear; {@code --one-way} never
 * answers (and opens no output). Runs until Ctrl-C, {@code --seconds} or {@code --count}
 * messages delivered (and answered).
 */
@Command(name = "receive", mixinStandardHelpOptions = true,
        description = {"Hears messages on the default audio input and writes them to a folder.",
            "Each message delivered (exact: its 64-bit check passed) is written to",
            "DIR/message-S-M.bin (S the sender id, M the message id; an existing file is",
            "kept and the new one named message-S-M-2.bin, ...), with a JSON line on stdout:",
            "  {\"sender\":…,\"message_id\":…,\"length\":…,\"check\":\"<16 hex>\",\"file\":…}",
            "Two ways by default: it answers each sender through the default output (NEED",
            "with the frames it lacks, DONE once delivered) when the air is clear.",
            "--one-way only listens. Progress on stderr, a line per frame held or answer",
            "sent; a message given up is said with what it lacked. Ctrl-C, --seconds or",
            "--count end it. Exit 0 when a message was delivered, 1 when none."})
final class AirReceiveCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private AirOptions air;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "The folder for the messages (created if missing).")
    private Path out;

    @Option(names = "--one-way", description = "Only listen: never answer.")
    private boolean oneWay;

    @Option(names = "--count", paramLabel = "N",
            description = "Stop once N messages are delivered (and answered, two ways).")
    private Integer count;

    @Mixin
    private SecondsOption seconds = new SecondsOption();

    @Option(names = "--station", paramLabel = "N",
            description = "Its own id in its answers, 0-255 (default: random).")
    private Integer station;

    @Override
    public Integer call() throws IOException {
        AirProfile profile = air.profiles.profile();
        air.rateHz();
        if (count != null && count < 1) {
            throw new UsageException("--count must be >= 1: " + count);
        }
        long limit = seconds.limitSamples();
        if (station != null && (station < 0 || station > 255)) {
            throw new UsageException("--station must be in [0, 255]: " + station);
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new UsageException("--out must be a folder: " + out + " is a file");
        }
        SplittableRandom random = new SplittableRandom();
        int id = station != null ? station : random.nextInt(256);
        PrintWriter err = spec.commandLine().getErr();
        ModemCommand.warnBand(err, profile, air.rateHz());
        Role role = new Role(new ArqReceiver(id, Link1.arqConfig(profile, Pcm16.SAMPLE_RATE_HZ)),
                oneWay, out, spec.commandLine().getOut(), err);
        MessageStation st = new MessageStation(profile, role, !oneWay, random.nextLong());
        return MessageAir.run(air, st, !oneWay, limit,
                () -> count != null && role.finished(count),
                () -> {
                    err.println("air receive: listening, profile " + profile.label() + ", "
                            + (oneWay ? "one way" : "two ways, answering as station " + id)
                            + "; messages go to " + out);
                    err.flush();
                },
                () -> {
                    err.println("air receive: " + role.delivered + " message"
                            + (role.delivered == 1 ? "" : "s") + " delivered in "
                            + SendRoles.seconds(st.clock()) + "; frames held "
                            + role.arq.reassembler().count(Count.HELD) + ", not needed "
                            + (role.arq.reassembler().count(Count.DUPLICATE)
                            + role.arq.reassembler().count(Count.AFTER_DELIVERY))
                            + ", conflict " + role.arq.reassembler().count(Count.CONFLICT)
                            + ", check failed " + role.arq.reassembler().count(Count.CHECK_FAILED)
                            + "; answers sent " + role.answersSent);
                    for (Lack l : role.arq.reassembler().progress()) {
                        err.println("air receive: message " + l.sender() + "/" + l.messageId()
                                + " not delivered: " + MessageFiles.lack(l));
                    }
                    err.flush();
                    return role.delivered > 0 ? Main.EXIT_OK : Main.EXIT_NEGATIVE;
                });
    }

    /** The receiving side: an {@link ArqReceiver}, its deliveries written, its events said. */
    static final class Role implements MessageStation.Role {
        private final ArqReceiver arq;
        private final boolean oneWay;
        private final Path dir;
        private final PrintWriter out;
        private final PrintWriter err;
        /** Messages delivered whose DONE has not been sent yet (two ways), by sender and id. */
        private final Set<Integer> unanswered = new HashSet<>();
        private long clock;
        private int delivered;
        private int answersSent;
        private int gaveUp;

        Role(ArqReceiver arq, boolean oneWay, Path dir, PrintWriter out, PrintWriter err) {
            this.arq = arq;
            this.oneWay = oneWay;
            this.dir = dir;
            this.out = out;
            this.err = err;
        }

        @Override
        public Optional<MessageFrame> nextFrame() {
            return oneWay ? Optional.empty() : arq.nextFrame();
        }

        @Override
        public void sent() {
            MessageFrame f = arq.nextFrame().orElseThrow();
            arq.sent();
            answersSent++;
            if (f instanceof DoneFrame d) {
                unanswered.remove(d.sender() << 8 | d.messageId());
                say("DONE sent to " + d.sender() + "/" + d.messageId());
            } else if (f instanceof NeedFrame n) {
                say("NEED sent to " + n.sender() + "/" + n.messageId() + " (part " + (n.part() + 1)
                        + " of " + n.parts() + "): lacking " + SendRoles.need(n));
            }
        }

        @Override
        public void heard(byte[] frame22) {
            FrameOutcome o = arq.heard(frame22);
            if (o instanceof FrameOutcome.Delivered d) {
                Message m = d.message();
                Path file;
                try {
                    file = MessageFiles.writeInto(dir, m, Files::exists);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                delivered++;
                if (!oneWay) {
                    unanswered.add(m.sender() << 8 | m.messageId());
                }
                out.println(MessageLine.of(m, file));
                out.flush();
                say("message " + m.sender() + "/" + m.messageId() + " delivered: " + m.length()
                        + " bytes, " + file);
            } else if (o instanceof FrameOutcome.Held h) {
                arq.reassembler().lack(h.sender(), h.messageId()).ifPresent(l -> say("message "
                        + h.sender() + "/" + h.messageId() + ": " + MessageFiles.lack(l)));
            } else if (o instanceof FrameOutcome.Conflict c) {
                say("message " + c.sender() + "/" + c.messageId() + ": frames of two messages"
                        + " under one id; started again");
            } else if (o instanceof FrameOutcome.CheckFailed c) {
                say("message " + c.sender() + "/" + c.messageId() + ": failed its check;"
                        + " nothing delivered, started again");
            }
        }

        @Override
        public void elapsed(long samples) {
            clock += samples;
            arq.elapsed(samples);
            for (; gaveUp < arq.gaveUp().size(); gaveUp++) {
                Lack l = arq.gaveUp().get(gaveUp);
                say("message " + l.sender() + "/" + l.messageId() + " given up: "
                        + MessageFiles.lack(l));
            }
            while (oneWay && arq.nextFrame().isPresent()) {
                arq.sent(); // one way: answers are never played
            }
        }

        /** Whether {@code count} messages are delivered and each has had its DONE. */
        boolean finished(int count) {
            return delivered >= count && unanswered.isEmpty();
        }

        private void say(String what) {
            err.println("air receive: " + SendRoles.seconds(clock) + ": " + what);
            err.flush();
        }
    }
}
