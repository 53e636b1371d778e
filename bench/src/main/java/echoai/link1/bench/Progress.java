package echoai.link1.bench;

/** Progress of long work; implementations write to stderr or nowhere, never to stdout. */
public interface Progress {
    /** Silent progress. */
    Progress NONE = new Progress() {
        @Override
        public void start(String task, long total) {
        }

        @Override
        public void step(long n) {
        }

        @Override
        public void done() {
        }
    };

    /** Begins a task of {@code total} steps. */
    void start(String task, long total);

    /** Adds {@code n} finished steps (thread-safe). */
    void step(long n);

    /** Ends the current task. */
    void done();
}
