package echoai.link1.devices;

/**
 * A deadline for one blocking call: when it passes before {@link #disarm}, the action runs
 * (it stops the process or line the call is blocked on, so the call fails instead of hanging).
 * One daemon thread per watchdog, started in the constructor.
 */
final class Watchdog implements AutoCloseable {
    private final Runnable onExpire;
    private long deadlineNanos;
    private boolean armed;
    private boolean expired;
    private boolean closed;

    Watchdog(String name, Runnable onExpire) {
        this.onExpire = onExpire;
        Thread thread = new Thread(this::watch, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Starts the countdown: the action runs unless {@link #disarm} comes within the time. */
    synchronized void arm(long millis) {
        deadlineNanos = System.nanoTime() + millis * 1_000_000L;
        armed = true;
        expired = false;
        notifyAll();
    }

    /** Stops the countdown; true if the deadline had passed (the action ran). */
    synchronized boolean disarm() {
        armed = false;
        notifyAll();
        return expired;
    }

    @Override
    public synchronized void close() {
        closed = true;
        notifyAll();
    }

    private void watch() {
        while (true) {
            synchronized (this) {
                if (closed) {
                    return;
                }
                try {
                    if (!armed) {
                        wait();
                        continue;
                    }
                    long left = deadlineNanos - System.nanoTime();
                    if (left > 0) {
                        wait(left / 1_000_000L + 1);
                        continue;
                    }
                    armed = false;
                    expired = true;
                } catch (InterruptedException e) {
                    return;
                }
            }
            onExpire.run();
        }
    }
}
