package echoai.link1.cli;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/** Plays 16 kHz 16-bit mono PCM through Java Sound's default output, blocking until done. */
final class Speaker {
    private Speaker() {
    }

    static void play(short[] pcm) {
        AudioFormat format = new AudioFormat(16_000f, 16, 1, true, false);
        byte[] bytes = new byte[pcm.length * 2];
        for (int i = 0; i < pcm.length; i++) {
            bytes[2 * i] = (byte) pcm[i];
            bytes[2 * i + 1] = (byte) (pcm[i] >> 8);
        }
        try (SourceDataLine line = AudioSystem.getSourceDataLine(format)) {
            line.open(format);
            line.start();
            line.write(bytes, 0, bytes.length);
            line.drain();
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            throw new EnvironmentException("no audio output for 16 kHz 16-bit mono (Java Sound): "
                    + e.getMessage());
        }
    }
}
