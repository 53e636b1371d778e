/**
 * E2-rooms-Q (issue 38, registered in docs/spec/PROFILE-Q.md, "E2-rooms-Q"): profile Q through
 * E2-rooms' grid beside F and ggwave's three audible protocols, at equal SNR and at equal peak
 * level.
 */
package echoai.link1.bench.e2roomsq;
