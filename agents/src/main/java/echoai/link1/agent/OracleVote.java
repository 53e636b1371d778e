package echoai.link1.agent;

/**
 * The {@link Oracle}'s own count of the speakers' votes, for the majority-vote baseline
 * ({@code docs/bench/e8-baselines.md}), written from that page and sharing no code or data with
 * the rule it checks: it reads each sender's claims from its own {@link OracleEar}.
 *
 * <p>In the page's words: on a site and an action, every sender that claimed something there
 * votes once, with its latest claim: harm when its V is negative, no harm otherwise. The side
 * with more votes wins and B hears the V of whichever sender on that side spoke of the site
 * most recently; as many votes each way and B hears nothing there.
 */
final class OracleVote {
    /** A count with nothing read yet (it keeps no state: the ear holds what was heard). */
    OracleVote() {
    }

    /** The V B hears on (referent, action index 0..2), or null (a tie, or no claim). */
    Integer value(int referent, int action, OracleEar ear) {
        int harmVotes = 0;
        int safeVotes = 0;
        int lastHarm = -1;
        int lastSafe = -1;
        for (int sender : ear.speakersAbout(referent)) {
            Integer said = ear.value(sender, referent, action);
            if (said == null) {
                continue;
            }
            boolean harm = said < 0;
            int prior = harm ? lastHarm : lastSafe;
            boolean later = prior < 0
                    || ear.lastSpoken(sender, referent) > ear.lastSpoken(prior, referent);
            if (harm) {
                harmVotes++;
                lastHarm = later ? sender : lastHarm;
            } else {
                safeVotes++;
                lastSafe = later ? sender : lastSafe;
            }
        }
        if (harmVotes == safeVotes) {
            return null;
        }
        return ear.value(harmVotes > safeVotes ? lastHarm : lastSafe, referent, action);
    }
}
