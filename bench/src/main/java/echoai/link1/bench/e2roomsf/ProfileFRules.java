package echoai.link1.bench.e2roomsf;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * E2-rooms-F: profile F through E2-rooms' draws beside ggwave, F1–F6 of
 * {@code docs/spec/PROFILE-F.md}, judged from an eval run of E2-rooms-F under {@code profile_f}
 * in {@code v2/predictions.json}. F5 compares two fixed air times: a check.
 */
public final class ProfileFRules implements Registration<ProfileFVerdicts> {
    @Override
    public String id() {
        return "E2-rooms-F";
    }

    @Override
    public String title() {
        return "Profile F in the room, beside ggwave";
    }

    @Override
    public String spec() {
        return "docs/spec/PROFILE-F.md, E2-rooms-F";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E2RoomsF.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2("profile_f", "E2-rooms-F: docs/spec/PROFILE-F.md",
                "E2-rooms-F's F3-F4 likewise");
    }

    @Override
    public Class<ProfileFVerdicts> verdictType() {
        return ProfileFVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")), "F5");
    }

    @Override
    public ProfileFVerdicts judge(Sources in) {
        ProfileFRoomsResult r = in.get(E2RoomsF.DOC);
        return r == null ? null : E2RoomsFPredictions.judge(r);
    }

    @Override
    public ProfileFVerdicts pending(String why) {
        return E2RoomsFPredictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(ProfileFVerdicts v) {
        return ProfileFSection.rows(v);
    }
}
