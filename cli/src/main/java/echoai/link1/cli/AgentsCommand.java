package echoai.link1.cli;

import echoai.link1.bench.e7.E7Room;
import echoai.link1.cli.story.RoomStory;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.ShoeboxRoom;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomPlacement;
import echoai.link1.session.RoomSetup;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 agents [--seed N] [--veterans 1..4] [--placement near|spread]
 * [--access csma|aloha|tdma] [--profile k1|k2|r|f|q] [--dialogue]}: the story of one room of agents
 * (E7, docs/spec/E7.md) — who stood where, who spoke when, what collided, who backed off, what
 * B believed.
 */
@Command(name = "agents", mixinStandardHelpOptions = true,
        description = {"Tells a room of agents' story (E7): veterans share one room's air.",
            "The story says, in the living room, who stood where, who spoke when, what",
            "collided, who backed off and what B believed."})
final class AgentsCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: dev seed ${DEFAULT-VALUE}).")
    private String seed;

    @Option(names = "--veterans", defaultValue = "2", paramLabel = "1..4",
            description = "Veterans in the room (default ${DEFAULT-VALUE}).")
    private int veterans;

    @Option(names = "--placement", defaultValue = "near", paramLabel = "near|spread",
            description = "Where the veterans stand: near (each 0.5-1 m from B) or spread"
                    + " (1-3 m). Default ${DEFAULT-VALUE}.")
    private String placement;

    @Option(names = "--access", defaultValue = "csma", paramLabel = "csma|aloha|tdma",
            description = "How they share the air (medium access): csma (carrier sense:"
                    + " listen before talking, a random back-off that waits while the air is"
                    + " busy), aloha (the same back-off without listening: the baseline) or tdma"
                    + " (a fixed round-robin schedule, back to back: the bound). Default"
                    + " ${DEFAULT-VALUE}.")
    private String access;

    @Option(names = "--profile", defaultValue = "r", paramLabel = "${LINK1-PROFILES}",
            description = "Air profile every agent speaks and listens for:"
                    + " ${LINK1-PROFILES-EXPLAINED}. Default ${DEFAULT-VALUE}.")
    private String profile;

    @Option(names = "--dialogue", description = "E5's dialogue by air with retries instead of"
            + " the broadcast (CSMA).")
    private boolean dialogue;

    @Override
    public Integer call() {
        long s = SeedOption.parse(seed);
        if (veterans < 1 || veterans > RoomSetup.MAX_VETERANS) {
            throw new UsageException("--veterans must be in [1, " + RoomSetup.MAX_VETERANS + "]: "
                    + veterans);
        }
        RoomPlacement where = switch (placement.toLowerCase(Locale.ROOT)) {
            case "near" -> RoomPlacement.NEAR;
            case "spread" -> RoomPlacement.SPREAD;
            default -> throw new UsageException("--placement must be near or spread: "
                    + placement);
        };
        MediumAccess.Mode mode = switch (access.toLowerCase(Locale.ROOT)) {
            case "csma" -> MediumAccess.Mode.CSMA;
            case "aloha" -> MediumAccess.Mode.ALOHA;
            case "tdma" -> MediumAccess.Mode.TDMA;
            default -> throw new UsageException("--access must be csma, aloha or tdma: " + access);
        };
        if (dialogue && mode == MediumAccess.Mode.TDMA) {
            throw new UsageException("--dialogue takes --access csma or aloha: " + access);
        }
        AirProfile p = ProfileOptions.parse(profile);
        RoomSetup setup = new RoomSetup(p, veterans, where, E7Room.RULES.withMode(mode),
                ShoeboxRoom.LIVING, E7Room.RT60_S, Background.WHITE, E7Room.SNR_DB);
        PrintWriter out = spec.commandLine().getOut();
        RoomStory.tell(s, setup, dialogue).forEach(out::println);
        out.flush();
        return Main.EXIT_OK;
    }
}
