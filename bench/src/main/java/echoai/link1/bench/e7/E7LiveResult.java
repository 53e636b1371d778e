package echoai.link1.bench.e7;

import java.util.List;
import java.util.Objects;

/**
 * {@code v2/E7-live.json}: E7's live run (docs/spec/E7.md §9) — the agents as OS processes on
 * real audio, one shared loop mixing their playback, against a replay of their transmit log
 * through a dry mix. Wall-clock figures differ from run to run; the checks are booleans.
 *
 * @param schemaVersion the JSON schema version
 * @param experiment {@code E7-live}
 * @param title what it checks
 * @param channel the audio path, e.g. {@code pipewire-digital-loop}
 * @param profile the air profile
 * @param seed the world
 * @param framesPerVeteran each veteran's first claims sent
 * @param scenarios every scenario run, in order
 */
public record E7LiveResult(int schemaVersion, String experiment, String title, String channel,
                           String profile, long seed, int framesPerVeteran,
                           List<Scenario> scenarios) {
    /**
     * A result; the scenarios are copied.
     *
     * @param schemaVersion the schema version
     * @param experiment the id
     * @param title the title
     * @param channel the channel
     * @param profile the profile
     * @param seed the seed
     * @param framesPerVeteran the frames per veteran
     * @param scenarios the scenarios
     */
    public E7LiveResult {
        scenarios = List.copyOf(scenarios);
    }

    /**
     * One scenario.
     *
     * @param name {@code all} or {@code veteran-1-killed}
     * @param processes every agent process
     * @param transmissions every frame a veteran decided to send, in wall-clock order
     * @param deliveredLive the frames the novice's receiver delivered live, in order
     * @param deliveredReplay the frames its receiver delivered from the replay, in order
     * @param replayCollisions transmissions that overlapped another by more than 10 ms in the
     *     replay's timeline
     * @param everyProcessEnded every process ended by itself, or (the killed one) when killed,
     *     within its time limit
     * @param sameDeliveries the replay delivered exactly the frames delivered live
     * @param deliveredBeforeKillKept the frames the novice had delivered before the kill are in
     *     its final list (true when nothing was killed)
     */
    public record Scenario(String name, List<AgentProcess> processes, List<Transmission> transmissions,
                           List<String> deliveredLive, List<String> deliveredReplay,
                           int replayCollisions, boolean everyProcessEnded,
                           boolean sameDeliveries, boolean deliveredBeforeKillKept) {
        /**
         * A scenario; the lists are copied.
         *
         * @param name never null
         * @param processes the processes
         * @param transmissions the transmissions
         * @param deliveredLive live deliveries
         * @param deliveredReplay replay deliveries
         * @param replayCollisions collisions in the replay
         * @param everyProcessEnded whether all ended
         * @param sameDeliveries whether they match
         * @param deliveredBeforeKillKept whether nothing delivered was lost
         */
        public Scenario {
            Objects.requireNonNull(name, "name");
            processes = List.copyOf(processes);
            transmissions = List.copyOf(transmissions);
            deliveredLive = List.copyOf(deliveredLive);
            deliveredReplay = List.copyOf(deliveredReplay);
        }
    }

    /**
     * One agent's process.
     *
     * @param role {@code novice} or {@code veteran j}
     * @param exitCode its exit code (−1 when it had to be stopped)
     * @param killed whether the scenario killed it
     * @param framesSent the frames it decided to send
     * @param latencyMs the longest time from deciding to send a frame to that frame's start at
     *     its own microphone (−1 when it heard none of its own)
     */
    public record AgentProcess(String role, int exitCode, boolean killed, int framesSent,
                               long latencyMs) {
    }

    /**
     * One frame a veteran decided to send.
     *
     * @param role the veteran
     * @param frameHex the frame
     * @param wallMs the wall clock of the decision, ms after the scenario's first
     * @param completed whether its whole sound had time to play before the process ended
     */
    public record Transmission(String role, String frameHex, long wallMs, boolean completed) {
    }
}
