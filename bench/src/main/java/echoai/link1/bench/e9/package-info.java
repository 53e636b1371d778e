/**
 * Referents without shared perception (E9). B perceives the world through an unknown member of a
 * declared family of 1 610 612 736 encoders (rotation, XOR, permutation, sign) that it is given;
 * does it find out how A sees, from A's postcards and its own perceptions, so that A's testimony
 * helps where B has never been?
 *
 * <p>This folder holds the experiments {@link E9Discovery}, {@link E9Air} and their result record;
 * its registration, {@link E9Rules} (the rules, predictions and checks apart, their judge and the
 * rows the report shows); its section of the report; {@link E9Folder} is its one line in the
 * registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e9;
