package echoai.link1.cli;

import echoai.link1.message.MessageStation;
import echoai.link1.message.ArqSender;
import echoai.link1.message.DataFrame;
import echoai.link1.message.DoneFrame;
import echoai.link1.message.Message;
import echoai.link1.message.MessageFrame;
import echoai.link1.message.MessageFrames;
import echoai.link1.message.NeedFrame;
import echoai.link1.message.SendOutcome;
import echoai.link1.modem.TonePlan;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The sending side of {@code air send --text|--file} as a {@link MessageStation.Role}: two ways
 * an {@link ArqSender}, one way the frames of a broadcast in order. Each says what happens on
 * stderr as it happens (a frame sent, an answer heard, a repair round, the end), its time read
 * from the station's clock.
 */
final class SendRoles {
    private SendRoles() {
    }

    /** Seconds of {@code samples} at 16 kHz, for the lines. */
    static String seconds(long samples) {
        return String.format(Locale.ROOT, "%.1f s", samples / (double) TonePlan.SAMPLE_RATE_HZ);
    }

    /** Two ways: the {@link ArqSender}, its events said on {@code err}. */
    static final class TwoWay implements MessageStation.Role {
        private final ArqSender arq;
        private final int roundZero;
        private final PrintWriter err;
        private long clock;
        private ArqSender.State state = ArqSender.State.SENDING;
        private int rounds;
        private int inRound;

        /**
         * A sender.
         *
         * @param arq the state machine, round 0 queued
         * @param roundZero frames in round 0 (data and initial parity)
         * @param err where its lines go
         */
        TwoWay(ArqSender arq, int roundZero, PrintWriter err) {
            this.arq = arq;
            this.roundZero = roundZero;
            this.err = err;
        }

        @Override
        public Optional<MessageFrame> nextFrame() {
            return arq.nextFrame();
        }

        @Override
        public void sent() {
            DataFrame f = (DataFrame) arq.nextFrame().orElseThrow();
            arq.sent();
            inRound++;
            say("frame " + inRound + (rounds == 0 && inRound <= roundZero ? " of " + roundZero
                    : "") + " sent (round " + rounds + ", block " + f.block() + ", point "
                    + f.point() + ")" + (f.poll() ? "; waiting for the answer" : ""));
            report();
        }

        @Override
        public void heard(byte[] frame22) {
            Message m = arq.message().message();
            if (MessageFrames.parse(frame22) instanceof NeedFrame n && n.sender() == m.sender()
                    && n.messageId() == m.messageId() && !ended()) {
                say("station " + n.receiver() + " lacks " + need(n) + " (NEED part "
                        + (n.part() + 1) + " of " + n.parts() + ")"
                        + (arq.state() == ArqSender.State.WAITING ? "" : "; ignored while sending"));
            } else if (MessageFrames.parse(frame22) instanceof DoneFrame d
                    && d.sender() == m.sender() && d.messageId() == m.messageId() && !ended()) {
                say("DONE from station " + d.receiver()
                        + (d.check() == m.check() ? "" : " for another message under this id"));
            }
            arq.heard(frame22);
            report();
        }

        @Override
        public void elapsed(long samples) {
            clock += samples;
            arq.elapsed(samples);
            report();
        }

        /**
         * How it ended.
         *
         * @return the outcome, or empty while it runs
         */
        Optional<SendOutcome> outcome() {
            return arq.outcome();
        }

        private boolean ended() {
            return arq.outcome().isPresent();
        }

        /** Says the machine's change of state, if any. */
        private void report() {
            ArqSender.State now = arq.state();
            if (now == state && arq.rounds() == rounds) {
                return;
            }
            if (now == ArqSender.State.SENDING && arq.rounds() > rounds) {
                say("repair round " + arq.rounds());
                inRound = 0;
            } else if (now == ArqSender.State.SENDING && state == ArqSender.State.WAITING) {
                say("no answer: the POLL frame once more");
                inRound = 0;
            }
            state = now;
            rounds = arq.rounds();
            arq.outcome().ifPresent(o -> say(SendRoles.outcome(o)));
        }

        private void say(String what) {
            err.println("air send: " + seconds(clock) + ": " + what);
            err.flush();
        }
    }

    /** What a NEED part says it lacks, e.g. {@code block 0: 2, block 1: all}. */
    static String need(NeedFrame n) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < NeedFrame.COUNTS; i++) {
            int c = n.counts().get(i);
            int b = n.firstBlock() + i;
            if (c == NeedFrame.END_UNKNOWN) {
                parts.add("every block from " + b + " (its end not heard)");
            } else if (c == NeedFrame.NONE_HELD) {
                parts.add("block " + b + ": all");
            } else if (c != 0) {
                parts.add("block " + b + ": " + c);
            }
        }
        return parts.isEmpty() ? "nothing" : String.join(", ", parts);
    }

    /** The end of a two-way send in words. */
    static String outcome(SendOutcome o) {
        String tally = o.framesSent() + " frames sent, " + o.rounds() + " repair round"
                + (o.rounds() == 1 ? "" : "s");
        if (o instanceof SendOutcome.GaveUp g) {
            return "given up, " + (g.reason() == SendOutcome.Reason.NO_ANSWER
                    ? "no answer to its probes" : "too many rounds") + ": " + tally
                    + "; missing: " + (g.missing().isEmpty() ? "not known (no NEED heard)"
                    : MessageFiles.blocks(g.missing()));
        }
        return "delivered: " + tally;
    }

    /** One way: the frames in order, each said when sent. */
    static final class OneWay implements MessageStation.Role {
        private final List<DataFrame> frames;
        private final PrintWriter err;
        private long clock;
        private int next;

        /**
         * A broadcast.
         *
         * @param frames every frame, rounds included
         * @param err where its lines go
         */
        OneWay(List<DataFrame> frames, PrintWriter err) {
            this.frames = List.copyOf(frames);
            this.err = err;
        }

        @Override
        public Optional<MessageFrame> nextFrame() {
            return next < frames.size() ? Optional.of(frames.get(next)) : Optional.empty();
        }

        @Override
        public void sent() {
            next++;
            err.println("air send: " + seconds(clock) + ": frame " + next + " of "
                    + frames.size() + " sent");
            err.flush();
        }

        @Override
        public void heard(byte[] frame22) {
            // one way: nothing comes back
        }

        @Override
        public void elapsed(long samples) {
            clock += samples;
        }

        /**
         * Whether every frame has been sent.
         *
         * @return true at the end
         */
        boolean done() {
            return next == frames.size();
        }
    }
}
