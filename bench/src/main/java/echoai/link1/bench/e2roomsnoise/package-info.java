/**
 * E2-rooms-noise — nothing sent, nothing accepted. A target, not a registered prediction: hours of
 * white noise and of babble through the physical room, nothing sent, into every receiver; every
 * frame they deliver is false. Dev seed bases only.
 *
 * <p>This folder holds the experiment {@link E2RoomsNoise} and its result record; no registration:
 * what it measures is reported, not judged; its section of the report; {@link E2RoomsNoiseFolder}
 * is its one line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e2roomsnoise;
