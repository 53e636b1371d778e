package echoai.nexus0;

import java.util.List;

/**
 * A proposer that replays a given list of proposals, one per turn ({@code proposals.get(t)}):
 * the driver of a "twin" agent. Past the end of the list it throws.
 */
public final class ReplayProposer implements Proposer {
    private final List<Action> proposals;

    /**
     * Replays proposals in order.
     *
     * @param proposals one per turn (copied)
     */
    public ReplayProposer(List<Action> proposals) {
        this.proposals = List.copyOf(proposals);
    }

    @Override
    public Action propose(AgentView view) {
        int t = view.turn();
        if (t >= proposals.size()) {
            throw new IllegalStateException("no proposal recorded for turn " + t
                    + " (have " + proposals.size() + ")");
        }
        return proposals.get(t);
    }
}
