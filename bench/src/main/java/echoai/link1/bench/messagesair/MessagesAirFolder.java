package echoai.link1.bench.messagesair;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/**
 * The folder of Messages-air: messages by air (M1–M6, {@link MessagesRules}, registered in
 * docs/spec/MESSAGE.md on fresh seed bases 140 000–140 063).
 */
public final class MessagesAirFolder implements Folder {
    @Override
    public String id() {
        return "messages-air";
    }

    @Override
    public String menu() {
        return "Messages by air";
    }

    @Override
    public String title() {
        return "Messages-air: 100 B to 10 KiB across the living room, one way and two ways";
    }

    @Override
    public String lead() {
        return "Messages of 100 B, 1 KiB and 10 KiB across the living room at 3 m (RT60 0.8 s,"
                + " babble at 10 dB): F, R and Q one way (erasure code only) and two ways"
                + " (selective repeat through the same room), ggwave NORMAL and FAST in pieces"
                + " of 140 bytes, and two senders over each other and a replayed older message;"
                + " on fresh seeds.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new MessagesAir());
    }

    @Override
    public Registration<?> registration() {
        return new MessagesRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        MessagesSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        MessagesAirResult r = lab.get(MessagesAir.DOC);
        return r != null ? Folder.pairs("ggwave", "npm ggwave " + r.ggwaveVersion()) : "";
    }
}
