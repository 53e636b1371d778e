/**
 * Messages-air (issue 39): messages of any length through E2-rooms' physical room, one way and
 * two ways, beside ggwave in pieces, and the two ways a room can try to make a receiver deliver a
 * wrong message; registered in docs/spec/MESSAGE.md.
 */
package echoai.link1.bench.messagesair;
