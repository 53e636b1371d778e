/**
 * Audio in and out as data: signed 16-bit mono PCM from and to WAV files and memory, at 16 kHz
 * (the modem's rate) or a source's or sink's own rate, and the interfaces every device backend
 * implements. {@code java.base} only: the live devices (PipeWire, Java Sound) are the package
 * {@code echoai.link1.devices} of the module {@code link1-audio}.
 *
 * <ul>
 *   <li>{@link echoai.link1.audio.PcmSink} / {@link echoai.link1.audio.PcmSource}: play and
 *       record, blocking with timeouts; every device failure is a one-line IOException.</li>
 *   <li>{@link echoai.link1.audio.WavSource} / {@link echoai.link1.audio.WavSink}: a WAV file
 *       streamed in (any integer PCM, as mono at its own rate) or out (16-bit mono).</li>
 *   <li>{@link echoai.link1.audio.MemorySource} / {@link echoai.link1.audio.MemorySink}: samples
 *       in memory.</li>
 *   <li>{@link echoai.link1.audio.Recording}: records on its own thread while the caller plays.</li>
 *   <li>{@link echoai.link1.audio.Pcm16}: the format and its little-endian conversions.</li>
 *   <li>{@link echoai.link1.audio.Wav}: WAV files of the modem's format, read strictly;
 *       {@link echoai.link1.audio.Resampler}, {@link echoai.link1.audio.ResamplingSource}:
 *       streaming integer polyphase resampling between any two rates in 8–96 kHz.</li>
 * </ul>
 */
package echoai.link1.audio;
