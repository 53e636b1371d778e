package echoai.link1.cli;

import echoai.link1.bench.Progress;
import java.io.PrintWriter;

/** Progress on stderr when it is a terminal; silent otherwise (CI logs stay clean). */
final class Progresses {
    private Progresses() {
    }

    static Progress forStderr(PrintWriter err) {
        if (System.console() == null) {
            return Progress.NONE;
        }
        return new LineProgress(err);
    }

    /** A one-line counter redrawn with carriage returns. */
    private static final class LineProgress implements Progress {
        private final PrintWriter err;
        private String task = "";
        private long total;
        private long done;
        private long lastPercent = -1;

        LineProgress(PrintWriter err) {
            this.err = err;
        }

        @Override
        public synchronized void start(String task, long total) {
            this.task = task;
            this.total = total;
            this.done = 0;
            this.lastPercent = -1;
        }

        @Override
        public synchronized void step(long n) {
            done += n;
            long percent = total <= 0 ? 0 : 100 * done / total;
            if (percent != lastPercent) {
                lastPercent = percent;
                err.print("\r" + task + " " + done + "/" + total + " (" + percent + "%)");
                err.flush();
            }
        }

        @Override
        public synchronized void done() {
            err.println("\r" + task + " " + done + "/" + total + " done      ");
        }
    }
}
