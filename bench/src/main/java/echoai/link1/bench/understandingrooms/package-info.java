/**
 * Understanding through the room (V2-2). A's true claims, and the E5 dialogue without retries, as
 * sound through the physical room, one room draw a postcard; B's first-visit harm against
 * distance, silence (S) and truth by wire (T).
 *
 * <p>This folder holds the experiment {@link UnderstandingRooms} and its result record; its
 * registration, {@link RoomsUnderstandingRules} (the rules, predictions and checks apart, their
 * judge and the rows the report shows); its section of the report; {@link
 * UnderstandingRoomsFolder} is its one line in the registry ({@code
 * echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.understandingrooms;
