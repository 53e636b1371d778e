package echoai.link1.bench.e7;

import echoai.link1.bench.Json;
import echoai.link1.bench.ProcessPair;
import echoai.link1.session.LiveStation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * One agent of E7's live run as an OS process ({@code link1 room-agent ...}): its stdin kept open
 * until {@link #endInput()}, its stdout read as {@link LiveStation.Event} lines on a thread of
 * its own, its stderr discarded.
 */
final class LiveChild {
    private final String role;
    private final Process process;
    private final List<LiveStation.Event> events = new ArrayList<>();
    private final Thread reader;
    private boolean killed;

    private LiveChild(String role, Process process) {
        this.role = role;
        this.process = process;
        this.reader = new Thread(this::read, "e7-live-" + role);
        reader.setDaemon(true);
        reader.start();
    }

    static LiveChild start(String role, List<String> args) throws IOException {
        return new LiveChild(role, ProcessPair.builder(args, true)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start());
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                LiveStation.Event e;
                try {
                    e = Json.parse(line, LiveStation.Event.class);
                } catch (UncheckedIOException notAnEvent) {
                    continue;
                }
                synchronized (events) {
                    events.add(e);
                    events.notifyAll();
                }
            }
        } catch (IOException ended) {
            // the process ended or was killed: what it wrote is what it said
        }
    }

    String role() {
        return role;
    }

    /** The events so far, in order. */
    List<LiveStation.Event> events() {
        synchronized (events) {
            return List.copyOf(events);
        }
    }

    /** Waits up to {@code millis} for an event {@code wanted}; whether one came. */
    boolean await(Predicate<LiveStation.Event> wanted, long millis) throws InterruptedException {
        long until = System.nanoTime() + millis * 1_000_000;
        synchronized (events) {
            while (events.stream().noneMatch(wanted)) {
                long left = (until - System.nanoTime()) / 1_000_000;
                if (left <= 0 || !process.isAlive() && !reader.isAlive()) {
                    return events.stream().anyMatch(wanted);
                }
                events.wait(Math.min(left, 200));
            }
            return true;
        }
    }

    /** Closes its stdin: the agent ends at the end of its next block. */
    void endInput() {
        try {
            process.getOutputStream().close();
        } catch (IOException alreadyGone) {
            // nothing to end
        }
    }

    /** Kills it at once (SIGKILL): a speaker that falls silent mid-run. */
    void kill() {
        killed = true;
        process.destroyForcibly();
    }

    boolean killed() {
        return killed;
    }

    /** Waits up to {@code seconds} for it to end; −1 (and it is stopped) if it did not. */
    int waitFor(long seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(5, TimeUnit.SECONDS);
            reader.join(2000);
            return -1;
        }
        reader.join(2000);
        return process.exitValue();
    }
}
