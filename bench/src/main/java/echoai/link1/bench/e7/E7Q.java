package echoai.link1.bench.e7;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomPlacement;
import echoai.link1.session.RoomSetup;
import java.util.ArrayList;
import java.util.List;

/**
 * E7-Q (issue 38), reported beside E7's registered run: what profile Q's shorter frames (1.2 s of
 * air against R's 4.752 s) do to E7's room of agents. The same room, rules, worlds and seed
 * streams as E7 (a world's placements, room draws and back-off draws do not depend on the
 * profile), with Q in the broadcast arms of 4 veterans near B and spread across the room under
 * TDMA, CSMA and ALOHA, and in E5's dialogue by air (1 and 3 veterans near); and R's broadcast of
 * 4 veterans near B under TDMA and CSMA again, which on E7's eval worlds must give E7.json's
 * rows exactly (the check that both runs lived the same worlds). No rule judges it.
 */
public final class E7Q {
    /** Its document. */
    public static final Doc<E7Result> DOC = new Doc<>("v3/E7-Q.json", E7Result.class);

    private E7Q() {
    }

    /** The experiment. */
    static E7Room room() {
        return new E7Room("E7-Q", DOC, "profile Q in E7's room of agents (reported): 4 veterans"
                + " near B and spread across the living room broadcast their claims under TDMA,"
                + " CSMA and ALOHA with profile Q (1.2 s a frame), E5's dialogue by air with Q (1"
                + " and 3 veterans near); R's 4 veterans near B under TDMA and CSMA again, the"
                + " same worlds as E7", SeedPolicy.ANY, claimsGrid(), dialogueGrid());
    }

    /** The broadcast arms: R's two (the same worlds as E7), then Q's; TDMA first in each. */
    static List<RoomSetup> claimsGrid() {
        List<RoomSetup> out = new ArrayList<>();
        out.add(E7Room.setup(AirProfile.R, 4, RoomPlacement.NEAR, MediumAccess.Mode.TDMA));
        out.add(E7Room.setup(AirProfile.R, 4, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
        for (RoomPlacement p : RoomPlacement.values()) {
            for (MediumAccess.Mode m : List.of(MediumAccess.Mode.TDMA, MediumAccess.Mode.CSMA,
                    MediumAccess.Mode.ALOHA)) {
                out.add(E7Room.setup(AirProfile.Q, 4, p, m));
            }
        }
        return out;
    }

    /** The dialogue arms: Q, 1 and 3 veterans near B, CSMA. */
    static List<RoomSetup> dialogueGrid() {
        return List.of(E7Room.setup(AirProfile.Q, 1, RoomPlacement.NEAR, MediumAccess.Mode.CSMA),
                E7Room.setup(AirProfile.Q, 3, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
    }
}
