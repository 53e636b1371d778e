/**
 * The machine's default output and input: the live backends of the PCM sinks and sources of
 * {@code echoai.link1.audio}, 16-bit mono at 16 kHz or a rate asked for.
 *
 * <ul>
 *   <li>{@link echoai.link1.devices.PipeWireSink} / {@link echoai.link1.devices.PipeWireSource}:
 *       {@code pw-play} / {@code pw-record} subprocesses, format always explicit.</li>
 *   <li>{@link echoai.link1.devices.JavaSoundSink} / {@link echoai.link1.devices.JavaSoundSource}:
 *       {@code SourceDataLine} / {@code TargetDataLine}, polled so nothing hangs.</li>
 *   <li>{@link echoai.link1.devices.AudioBackend}: the two device backends by name.</li>
 *   <li>{@link echoai.link1.devices.PipeWireLoop}: recognises the private loop of
 *       {@code scripts/pipewire-loop.sh}, where output = input, bit-exact.</li>
 *   <li>{@link echoai.link1.devices.SoundCards}: whether a real sound card exists (ALSA's card
 *       list), so E3 through a loudspeaker and microphone can say "not run here".</li>
 * </ul>
 */
package echoai.link1.devices;
