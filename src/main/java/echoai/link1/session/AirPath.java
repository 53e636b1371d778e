package echoai.link1.session;

import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;

/** Figures of the air path shared by every modulator → room → demodulator run. */
public final class AirPath {
    private AirPath() {
    }

    /**
     * Mean power of a recording's active samples (greetings and slots, not the silence between
     * frames): the signal power the room's SNR is set on (LINK1.md, "The simulated room").
     *
     * @param plan   K=1 or K=2
     * @param pcm    a recording made by {@link Modulator} of {@code frames} frames
     * @param frames how many frames it holds
     */
    public static double activePower(TonePlan plan, short[] pcm, int frames) {
        return Modulator.activeEnergy(plan, pcm, frames) / ((double) frames * plan.frameSamples());
    }
}
