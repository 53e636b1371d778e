/**
 * Reliability — how often a wrong frame gets through. Random frames against the CRC and the frame
 * checks, hours of noise through the receiver, a long air run, and listen's stdin abused.
 *
 * <p>This folder holds the experiment {@link Reliability} and its result record; no registration:
 * what it measures is reported, not judged; its section of the report; {@link ReliabilityFolder}
 * is its one line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.reliability;
