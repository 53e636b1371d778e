package echoai.link1.session;


import echoai.link1.agent.Channel;
import echoai.link1.agent.WireChannel;
import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;

/**
 * One arm of E4 as run: its name in the JSON, what A says and where B lives ({@link Arm}), and
 * the channel for a world seed (a fresh one per world, so a noisy channel can seed itself from
 * the world seed with {@link Seeds#mix(long, long)}).
 *
 * @param name    the arm's key in E4.json (S, T, X, L, D; later A10, A0)
 * @param arm     the speaker/listener setup
 * @param channel the channel for a world seed
 */
public record ArmPlan(String name, Arm arm, LongFunction<Channel> channel) {
    /**
     * An arm plan.
     *
     * @param name the arm's key, never null
     * @param arm the speaker/listener setup, never null
     * @param channel the channel for a world seed, never null
     * @throws NullPointerException when any is null
     */
    public ArmPlan {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(arm, "arm");
        Objects.requireNonNull(channel, "channel");
    }

    /**
     * The arm by wire, named after itself.
     *
     * @param arm the arm
     * @return its plan
     */
    public static ArmPlan wire(Arm arm) {
        return new ArmPlan(arm.name(), arm, seed -> new WireChannel());
    }

    /**
     * The wire arms of E4.
     *
     * @return S, T, X, L, D by wire, in that order
     */
    public static List<ArmPlan> wireArms() {
        return List.of(wire(Arm.S), wire(Arm.T), wire(Arm.X), wire(Arm.L), wire(Arm.D));
    }

    /**
     * One world of this arm.
     *
     * @param seed the world seed
     * @return B's row: its life measures, the postcard accounting and the P3 audit
     */
    public WorldResult run(long seed) {
        return ArmRunner.run(seed, name, arm, channel.apply(seed));
    }
}
