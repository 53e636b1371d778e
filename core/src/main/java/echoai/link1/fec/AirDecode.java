package echoai.link1.fec;

import java.util.Arrays;
import java.util.Objects;

/**
 * The outcome of {@link AirCodec#decode}: the 22 frame bytes with what it took per block
 * ({@link Decoded}), or the block that could not be decoded ({@link Failed}). A {@code Decoded}
 * frame is a set of four RS(15,11) codewords, not a checked frame: the caller checks the CRC.
 */
public sealed interface AirDecode permits AirDecode.Decoded, AirDecode.Failed {

    /**
     * Four codewords found: the frame bytes (a copy in and out), and per block the errors and
     * erasures used. Immutable.
     */
    final class Decoded implements AirDecode {
        private final byte[] frame;
        private final int[] errorsInBlock;
        private final int[] erasuresInBlock;

        /**
         * Copies its arguments.
         *
         * @param frame the 22 frame bytes
         * @param errorsInBlock 4 error counts, blocks 0..3
         * @param erasuresInBlock 4 erasure counts, blocks 0..3
         * @throws IllegalArgumentException when a length or value is out of range
         */
        public Decoded(byte[] frame, int[] errorsInBlock, int[] erasuresInBlock) {
            if (frame.length != AirCodec.FRAME_BYTES) {
                throw new IllegalArgumentException("frame must have 22 bytes: " + frame.length);
            }
            if (errorsInBlock.length != Interleaver.BLOCKS
                    || erasuresInBlock.length != Interleaver.BLOCKS) {
                throw new IllegalArgumentException("counts must have 4 entries per block");
            }
            for (int j = 0; j < Interleaver.BLOCKS; j++) {
                int e = errorsInBlock[j];
                int f = erasuresInBlock[j];
                if (e < 0 || f < 0 || 2 * e + f > Rs1511.PARITY) {
                    throw new IllegalArgumentException("block " + j
                            + ": need 2*errors + erasures in [0, 4]: " + e + ", " + f);
                }
            }
            this.frame = frame.clone();
            this.errorsInBlock = errorsInBlock.clone();
            this.erasuresInBlock = erasuresInBlock.clone();
        }

        /**
         * The decoded frame.
         *
         * @return the 22 bytes, a fresh copy
         */
        public byte[] frame() {
            return frame.clone();
        }

        /**
         * Symbol errors corrected in all four blocks.
         *
         * @return the sum, 0..8
         */
        public int errors() {
            return Arrays.stream(errorsInBlock).sum();
        }

        /**
         * Erasures used in all four blocks.
         *
         * @return the sum, 0..16
         */
        public int erasures() {
            return Arrays.stream(erasuresInBlock).sum();
        }

        /**
         * Symbol errors corrected in one block.
         *
         * @param j the block, 0..3
         * @return 0..2
         * @throws IndexOutOfBoundsException when {@code j} is outside 0..3
         */
        public int errorsInBlock(int j) {
            Objects.checkIndex(j, Interleaver.BLOCKS);
            return errorsInBlock[j];
        }

        /**
         * Erasures used in one block (0 when errors-only decoding worked).
         *
         * @param j the block, 0..3
         * @return 0..4
         * @throws IndexOutOfBoundsException when {@code j} is outside 0..3
         */
        public int erasuresInBlock(int j) {
            Objects.checkIndex(j, Interleaver.BLOCKS);
            return erasuresInBlock[j];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Decoded d && Arrays.equals(frame, d.frame)
                    && Arrays.equals(errorsInBlock, d.errorsInBlock)
                    && Arrays.equals(erasuresInBlock, d.erasuresInBlock);
        }

        @Override
        public int hashCode() {
            return Objects.hash(Arrays.hashCode(frame), Arrays.hashCode(errorsInBlock),
                    Arrays.hashCode(erasuresInBlock));
        }

        @Override
        public String toString() {
            StringBuilder hex = new StringBuilder();
            for (byte b : frame) {
                hex.append(Character.forDigit((b >> 4) & 0xF, 16))
                        .append(Character.forDigit(b & 0xF, 16));
            }
            return "Decoded[frame=" + hex + ", errors=" + Arrays.toString(errorsInBlock)
                    + ", erasures=" + Arrays.toString(erasuresInBlock) + "]";
        }
    }

    /**
     * No codeword for block {@code block} in [0, 3]; {@code reason} is the decoder's last
     * failure for that block.
     */
    record Failed(int block, Rs1511.Failure reason) implements AirDecode {
        /**
         * A failure.
         *
         * @param block the block, 0..3
         * @param reason the decoder's last failure for it, never null
         * @throws IndexOutOfBoundsException when {@code block} is outside 0..3
         */
        public Failed {
            Objects.checkIndex(block, Interleaver.BLOCKS);
            Objects.requireNonNull(reason, "reason");
        }
    }
}
