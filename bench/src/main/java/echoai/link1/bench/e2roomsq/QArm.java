package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.modem.AirProfile;
import java.util.List;

/**
 * An arm of E2-rooms-Q: a LINK-1 profile or a ggwave protocol (exactly one non-null).
 *
 * @param profile  the LINK-1 profile, or null
 * @param protocol the ggwave protocol, or null
 */
record QArm(AirProfile profile, GgwaveProtocol protocol) {
    /** Q first (every pair compares against it), then F, then ggwave NORMAL, FAST, FASTEST. */
    static final List<QArm> ALL = List.of(new QArm(AirProfile.Q, null),
            new QArm(AirProfile.F, null), new QArm(null, GgwaveProtocol.AUDIBLE_NORMAL),
            new QArm(null, GgwaveProtocol.AUDIBLE_FAST),
            new QArm(null, GgwaveProtocol.AUDIBLE_FASTEST));

    QArm {
        if ((profile == null) == (protocol == null)) {
            throw new IllegalArgumentException("an arm is a profile or a ggwave protocol: "
                    + profile + ", " + protocol);
        }
    }

    String label() {
        return profile != null ? profile.label() : protocol.label();
    }
}
