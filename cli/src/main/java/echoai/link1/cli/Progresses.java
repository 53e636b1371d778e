package echoai.link1.cli;

import echoai.link1.bench.Progress;
import java.io.PrintStream;
import java.io.PrintWriter;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress on stderr when the JVM has a console (a terminal): a progress bar
 * ({@code me.tongfei:progressbar}) per task, with rate and ETA. Without a console (CI, pipes,
 * tests) it is silent, so logs stay clean.
 */
final class Progresses {
    private Progresses() {
    }

    /**
     * The progress for a command whose stderr is {@code err}: on a terminal a bar on the
     * process's stderr (the only stream a console can be attached to); otherwise (a log, a CI
     * run) plain lines on {@code err}, one when a task starts and one at each tenth.
     */
    static Progress forStderr(PrintWriter err) {
        if (System.console() == null) {
            return new LineProgress(err);
        }
        err.flush();
        return new BarProgress(System.err);
    }

    /** A line when a task starts and at each tenth of it; thread-safe. */
    static final class LineProgress implements Progress {
        private final PrintWriter out;
        private String task;
        private long total;
        private long done;
        private int tenths;

        LineProgress(PrintWriter out) {
            this.out = out;
        }

        @Override
        public synchronized void start(String task, long total) {
            this.task = task;
            this.total = total;
            this.done = 0;
            this.tenths = 0;
            out.println(task + ": " + total + " to do");
            out.flush();
        }

        @Override
        public synchronized void step(long n) {
            if (task == null || total <= 0) {
                return;
            }
            done += n;
            int now = (int) Math.min(10, 10 * done / total);
            if (now > tenths) {
                tenths = now;
                out.println(task + ": " + done + " of " + total + " (" + 10 * now + " %)");
                out.flush();
            }
        }

        @Override
        public synchronized void done() {
            task = null;
        }
    }

    /** One bar per task; {@link #step} is thread-safe (the bar's counter is atomic). */
    static final class BarProgress implements Progress {
        private final PrintStream stream;
        private ProgressBar bar;

        BarProgress(PrintStream stream) {
            this.stream = stream;
        }

        @Override
        public synchronized void start(String task, long total) {
            done();
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
                    .setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK).setUpdateIntervalMillis(250)
                    .setConsumer(new ConsoleProgressBarConsumer(stream)).showSpeed()
                    .setUnit(" items", 1).build();
        }

        @Override
        public void step(long n) {
            ProgressBar b;
            synchronized (this) {
                b = bar;
            }
            if (b != null) {
                b.stepBy(n);
            }
        }

        @Override
        public synchronized void done() {
            if (bar != null) {
                bar.close();
                bar = null;
            }
        }
    }
}
