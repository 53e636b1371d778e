// Type declarations of link1-modem (hand-written; the code is npm/index.js).

/** LINK-1's air profiles: K1 the original, K2 the quickest tone profile, R the robust one for
 *  rooms with echo, F R's robustness in half its time, Q F's design in half again (16 kHz or
 *  more). Upper case is accepted too. */
export type Profile = 'k1' | 'k2' | 'r' | 'f' | 'q';

export interface AirOptions {
  profile: Profile;
  /** Samples per second of the sound made or heard: an integer in [8000, 96000]. */
  sampleRate: number;
}

export interface MessageOptions extends AirOptions {
  /** The sender id, 0..255 (default 0). */
  sender?: number;
  /** The message id, 0..255 (default 0): give consecutive messages different ids. */
  messageId?: number;
  /** Parity frames per block as a share of its data frames, 0..100 (default 25: every block
   *  survives the loss of any one frame in five). */
  parityPercent?: number;
  /** How many times the frames are sent, 1..255 (default 1). */
  rounds?: number;
}

/**
 * A message of 1 to 65 536 bytes as sound: float samples s / 32768, s the JVM's signed 16-bit
 * samples of `Link1.encodeMessage` (so every value is in [-1, 1) and converts back exactly).
 * Throws an Error naming the argument when one is out of range.
 */
export function encodeMessage(bytes: Uint8Array, options: MessageOptions): Float32Array;

/** The same sound as signed 16-bit samples, exactly the JVM's. */
export function encodeMessagePcm16(bytes: Uint8Array, options: MessageOptions): Int16Array;

/** One 22-byte postcard frame (44 hex digits or the bytes) as float samples, s / 32768. */
export function encodeFrame(frame: string | Uint8Array, options: AirOptions): Float32Array;

/** The profiles in the library's order, with a frame's duration in seconds. */
export function profiles(): { profile: Profile; frameSeconds: number }[];

/** A whole message, exact: its 64-bit check passed. */
export interface HeardMessage {
  sender: number;
  messageId: number;
  bytes: Uint8Array;
  /** The message's 64-bit check (SipHash-2-4), 16 hex digits. */
  check: string;
  /** Index, in the samples pushed, of the first sample of the first frame kept of it. */
  startSample: number;
  /** Index just after the frame that completed it. */
  endSample: number;
}

/** What the receiver holds and still lacks of one message, per block. */
export interface Lack {
  sender: number;
  messageId: number;
  /** Whether the message's last block has been heard (the lists then cover every block). */
  endKnown: boolean;
  /** Per block, the distinct frames held. */
  held: number[];
  /** Per block, the frames still needed, or -1 for a block of which no frame is held. */
  lacking: number[];
  framesHeld: number;
  /** Frames lacking in the blocks whose size is known: a lower bound unless `exact`. */
  framesLackingAtLeast: number;
  exact: boolean;
}

/** What the receiver did with every frame it heard (the JVM's Reassembler counts). */
export interface MessageCounts {
  badLength: number;
  crc: number;
  /** Postcards on the same air. */
  notMessage: number;
  malformed: number;
  control: number;
  held: number;
  duplicate: number;
  conflict: number;
  checkFailed: number;
  afterDelivery: number;
  delivered: number;
  evicted: number;
  givenUp: number;
}

/**
 * A streaming receiver of whole messages, the JVM's `MessageReceiver`: push the captured sound
 * in chunks of any size; each push returns the messages those samples completed.
 */
export class MessageReceiver {
  constructor(options: AirOptions);
  /**
   * Feeds samples at the receiver's rate. Float samples are scaled by 32768, rounded half up
   * and saturated to 16 bits (counted in `clippedSamples`); a NaN throws.
   */
  push(chunk: Float32Array | Int16Array): HeardMessage[];
  /** Ends the stream: the frames still in the pipeline are heard. Frees the receiver; later
   *  pushes throw, and the state stays as it was at the end. */
  finish(): HeardMessage[];
  /** The messages in progress, least recently heard first: what a progress bar shows. */
  progress(): Lack[];
  /** The messages given up (no frame of them for 32 frame spans), with what they lacked. */
  givenUp(): Lack[];
  counts(): MessageCounts;
  /** Samples pushed so far. */
  readonly samples: number;
  /** Float samples beyond [-1, 1) that were saturated. */
  readonly clippedSamples: number;
}

/** The same as `new MessageReceiver(options)`. */
export function createMessageReceiver(options: AirOptions): MessageReceiver;

/** Every message heard in a stream of chunks, as each completes; the end finishes the receiver. */
export function receiveMessages(
  chunks: Iterable<Float32Array | Int16Array> | AsyncIterable<Float32Array | Int16Array>,
  options: AirOptions,
): AsyncGenerator<HeardMessage, void, undefined>;
