/**
 * E5 — dialogue (ASK / CLAIM / UNKNOWN). B asks about a site before it decides there; A answers
 * from its final state. ASKs and UNKNOWNs count as postcards.
 *
 * <p>This folder holds the experiment {@link E5Dialogue} and its result record; no registration:
 * what it measures is reported, not judged; its section of the report; {@link E5Folder} is its one
 * line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e5;
