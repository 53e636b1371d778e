package echoai.link1.perf;

import echoai.link1.modem.AirProfile;

/**
 * JMH: profile Q's receiver's real-time factor on one thread (issue 38's target ≥ 1000), as
 * {@link ProfileRBenchmark} measures R's: the same 60 s recordings of seed 1, Q's frames
 * 0.25 s apart through the reverb room at 10 dB, or white noise only.
 */
public class ProfileQBenchmark extends ProfileRBenchmark {
    @Override
    AirProfile profile() {
        return AirProfile.Q;
    }
}
