package echoai.link1.cli.story;

import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Dialogue;
import echoai.link1.session.WorldResult;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The story {@code link1 talk} tells of one world by wire: one wire arm (A speaks once, B
 * listens, then lives) or the E5 dialogue (B asks as it lives, A answers). Deterministic in the
 * world seed. {@link Narration#lines(Talk.Story)} gives it its words.
 */
public final class Talk {
    /**
     * One told world.
     *
     * @param seed      the world seed
     * @param arm       the wire arm, or empty for the E5 dialogue
     * @param sent      what A said before B's life (empty in the dialogue)
     * @param exchanges the dialogue's questions and answers (empty for a wire arm)
     * @param listener  B, after its life
     * @param result    B's E4/E5 figures
     */
    public record Story(long seed, Optional<Arm> arm, List<LinkFrame> sent,
                        List<Dialogue.Exchange> exchanges, TalkingAgent listener,
                        WorldResult result) {
        /**
         * A story; the lists are copied.
         *
         * @param seed the world seed
         * @param arm the wire arm, or empty for the dialogue; never null
         * @param sent what A said before B's life
         * @param exchanges the dialogue's questions and answers
         * @param listener B, after its life; never null
         * @param result B's figures; never null
         */
        public Story {
            Objects.requireNonNull(arm, "arm");
            sent = List.copyOf(sent);
            exchanges = List.copyOf(exchanges);
            Objects.requireNonNull(listener, "listener");
            Objects.requireNonNull(result, "result");
        }
    }

    private Talk() {
    }

    /**
     * A world of a wire arm: A's claims as the arm makes them, B hears and lives.
     *
     * @param seed the world seed
     * @param arm the arm
     * @return the story
     */
    public static Story wire(long seed, Arm arm) {
        List<LinkFrame> sent = ArmRunner.speak(seed, arm);
        TalkingAgent b = ArmRunner.listenLife(seed, arm, new WireChannel().carry(sent), false);
        return new Story(seed, Optional.of(arm), sent, List.of(), b,
                ArmRunner.result(seed, arm.name(), b, sent));
    }

    /**
     * A world of the E5 dialogue by wire.
     *
     * @param seed the world seed
     * @return the story
     */
    public static Story dialogue(long seed) {
        Dialogue.Outcome o = Dialogue.run(seed, new WireChannel());
        return new Story(seed, Optional.empty(), List.of(), o.exchanges(), o.listener(),
                o.result());
    }
}
