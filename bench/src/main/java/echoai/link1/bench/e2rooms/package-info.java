/**
 * E2-rooms — the air profiles through the physical room (V2-1). K1, K2 and R through rooms of RT60
 * 0.3–0.8 s at 0.5–3 m, white, pink and babble backgrounds, and ±200 ppm clocks; a frame that
 * fails its check is dropped, never guessed.
 *
 * <p>This folder holds the experiment {@link E2Rooms} and its result record; its registration,
 * {@link E2RoomsRules} (the rules, predictions and checks apart, their judge and the rows the
 * report shows); its section of the report; {@link E2RoomsFolder} is its one line in the registry
 * ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e2rooms;
