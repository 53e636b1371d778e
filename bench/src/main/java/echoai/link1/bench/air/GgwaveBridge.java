package echoai.link1.bench.air;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * ggwave as its own OS process: {@code node scripts/ggwave/bridge.js} (the npm package
 * {@code ggwave} pinned in that folder's package-lock.json), spoken to over stdin/stdout in the
 * bridge's little-endian binary messages (one request, one answer; see bridge.js). One
 * long-lived process serves many recordings; one caller at a time (methods are synchronized).
 *
 * <p>Where it runs: the folder is {@code -Dlink1.ggwave.dir}, else {@code $LINK1_GGWAVE_DIR},
 * else {@code scripts/ggwave} under the working folder; node is {@code -Dlink1.ggwave.node},
 * else {@code node} on the PATH. A missing node, bridge or package is an {@link IOException}
 * with one line saying what to install (the CLI's exit 3).
 */
public final class GgwaveBridge implements AutoCloseable {
    /** ggwave's native rate, Hz: waveforms are asked for at this rate. */
    static final int RATE_HZ = 48_000;
    private final Process process;
    private final OutputStream in;
    private final DataInputStream out;
    private final Path errors;
    private final String version;

    private GgwaveBridge(Process process, Path errors) throws IOException {
        this.process = process;
        this.errors = errors;
        this.in = new BufferedOutputStream(process.getOutputStream(), 1 << 16);
        this.out = new DataInputStream(new BufferedInputStream(process.getInputStream(), 1 << 16));
        this.version = new String(call('V', 0, RATE_HZ, new byte[0]), StandardCharsets.UTF_8);
    }

    /** The bridge's folder as configured (see the class comment). */
    static Path folder() {
        String dir = System.getProperty("link1.ggwave.dir", System.getenv("LINK1_GGWAVE_DIR"));
        return Path.of(dir == null || dir.isBlank() ? "scripts/ggwave" : dir);
    }

    /** Starts the bridge of {@link #folder()} and checks it answers. */
    public static GgwaveBridge start() throws IOException {
        return start(folder(), System.getProperty("link1.ggwave.node", "node"));
    }

    /** Starts {@code node dir/bridge.js}; one line of IOException when anything is missing. */
    public static GgwaveBridge start(Path dir, String node) throws IOException {
        Path script = dir.resolve("bridge.js");
        if (!Files.isRegularFile(script)) {
            throw new IOException("ggwave peer: no bridge at " + script.toAbsolutePath()
                    + " (run from the checkout root or set LINK1_GGWAVE_DIR)");
        }
        Path errors = Files.createTempFile("link1-ggwave", ".err");
        Process p;
        try {
            p = new ProcessBuilder(List.of(node, script.toAbsolutePath().toString()))
                    .directory(dir.toAbsolutePath().toFile())
                    .redirectError(errors.toFile()).start();
        } catch (IOException e) {
            Files.deleteIfExists(errors);
            throw new IOException("ggwave peer: cannot run " + node + " (install Node.js >= 18,"
                    + " then npm ci in " + dir + ")");
        }
        try {
            return new GgwaveBridge(p, errors);
        } catch (IOException e) {
            p.destroy();
            String why = firstLine(errors);
            Files.deleteIfExists(errors);
            throw new IOException(why.isEmpty() ? "ggwave peer: the bridge did not answer ("
                    + e.getMessage() + ")" : why);
        }
    }

    private static String firstLine(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                    .filter(l -> !l.isBlank()).findFirst().orElse("").strip();
        } catch (IOException e) {
            return "";
        }
    }

    /** The ggwave package's version, e.g. {@code 0.4.0}. */
    String version() {
        return version;
    }

    /** The waveform of {@code payload} in {@code protocol}, float32 at {@link #RATE_HZ}. */
    public synchronized float[] encode(GgwaveProtocol protocol, byte[] payload) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(call('E', protocol.code(), RATE_HZ, payload))
                .order(ByteOrder.LITTLE_ENDIAN);
        float[] wave = new float[b.remaining() / Float.BYTES];
        b.asFloatBuffer().get(wave);
        return wave;
    }

    /**
     * What a ggwave receiver listening for {@code protocol} only decodes from {@code pcm} (int16
     * at {@code rateHz}, sent to ggwave as float32 s / 32768): the payload, or an empty array
     * for nothing.
     */
    public synchronized byte[] decode(GgwaveProtocol protocol, int rateHz, short[] pcm)
            throws IOException {
        ByteBuffer b = ByteBuffer.allocate(pcm.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (short s : pcm) {
            b.putFloat(s / 32768f);
        }
        return call('D', protocol.code(), rateHz, b.array());
    }

    private byte[] call(char op, int protocol, int rateHz, byte[] body) throws IOException {
        ByteBuffer head = ByteBuffer.allocate(10).order(ByteOrder.LITTLE_ENDIAN);
        head.put((byte) op).put((byte) protocol).putInt(rateHz).putInt(body.length);
        try {
            in.write(head.array());
            in.write(body);
            in.flush();
            byte[] n = new byte[4];
            out.readFully(n);
            int length = ByteBuffer.wrap(n).order(ByteOrder.LITTLE_ENDIAN).getInt();
            if (length < 0) {
                throw new IOException("ggwave peer: the bridge failed on '" + op + "': "
                        + firstLine(errors));
            }
            byte[] answer = new byte[length];
            out.readFully(answer);
            return answer;
        } catch (EOFException e) {
            throw new IOException("ggwave peer: the bridge exited: " + firstLine(errors), e);
        }
    }

    /** Closes the bridge's stdin (it exits) and waits for it. */
    @Override
    public void close() throws IOException {
        try {
            in.close();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
        } finally {
            Files.deleteIfExists(errors);
        }
    }
}
