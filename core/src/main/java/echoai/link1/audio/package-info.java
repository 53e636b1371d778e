/**
 * Audio in and out: signed 16-bit mono PCM through the machine's default output and input, WAV
 * files and memory, at 16 kHz (the modem's rate) or a source's or sink's own rate. JDK only.
 *
 * <ul>
 *   <li>{@link echoai.link1.audio.PcmSink} / {@link echoai.link1.audio.PcmSource}: play and
 *       record, blocking with timeouts; every device failure is a one-line IOException.</li>
 *   <li>{@link echoai.link1.audio.WavSource} / {@link echoai.link1.audio.WavSink}: a WAV file
 *       streamed in (any integer PCM, as mono at its own rate) or out (16-bit mono).</li>
 *   <li>{@link echoai.link1.audio.MemorySource} / {@link echoai.link1.audio.MemorySink}: samples
 *       in memory.</li>
 *   <li>{@link echoai.link1.audio.PipeWireSink} / {@link echoai.link1.audio.PipeWireSource}:
 *       {@code pw-play} / {@code pw-record} subprocesses, format always explicit.</li>
 *   <li>{@link echoai.link1.audio.JavaSoundSink} / {@link echoai.link1.audio.JavaSoundSource}:
 *       {@code SourceDataLine} / {@code TargetDataLine}, polled so nothing hangs.</li>
 *   <li>{@link echoai.link1.audio.AudioBackend}: the two device backends by name.</li>
 *   <li>{@link echoai.link1.audio.Recording}: records on its own thread while the caller plays.</li>
 *   <li>{@link echoai.link1.audio.PipeWireLoop}: recognises the private loop of
 *       {@code scripts/pipewire-loop.sh}, where output = input, bit-exact.</li>
 *   <li>{@link echoai.link1.audio.SoundCards}: whether a real sound card exists (ALSA's card
 *       list), so E3 through a loudspeaker and microphone can say "not run here".</li>
 *   <li>{@link echoai.link1.audio.Pcm16}: the format and its little-endian conversions.</li>
 *   <li>{@link echoai.link1.audio.Wav}: WAV files of the modem's format, read strictly;
 *       {@link echoai.link1.audio.Resampler}, {@link echoai.link1.audio.ResamplingSource}:
 *       streaming integer polyphase resampling between any two rates in 8–96 kHz.</li>
 * </ul>
 */
package echoai.link1.audio;
