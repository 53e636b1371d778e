/**
 * The stories the CLI tells, deterministic in the world seed: the demo of one world for a
 * newcomer ({@link echoai.link1.cli.story.Demo}), {@code talk}'s wire arm or dialogue
 * ({@link echoai.link1.cli.story.Talk}), one of B's turns ({@link echoai.link1.cli.story.Visit}),
 * a room of agents, trust and discovery ({@link echoai.link1.cli.story.RoomStory},
 * {@link echoai.link1.cli.story.TrustStory}, {@link echoai.link1.cli.story.DiscoveryStory}); the
 * demo's and talk's words are in {@link echoai.link1.cli.story.Narration}. They return lines;
 * the commands print them.
 */
package echoai.link1.cli.story;
