// link1-modem: LINK-1's messages as sound and back. A thin layer over link1.js, the TeaVM build
// of link1-core (the JVM library's own code): typed arrays in and out, and the JVM's checks, which
// throw an Error naming the bad argument. No dependencies.
import link1 from './link1.js';

/** Float samples are the JVM's 16-bit samples divided by this: s / 32768, in [-1, 1). */
const FULL_SCALE = 32768;

function integer(name, value) {
  if (!Number.isInteger(value)) {
    throw new TypeError(`${name} must be an integer: ${value}`);
  }
  return value;
}

function options(given) {
  if (given === null || typeof given !== 'object') {
    throw new TypeError('options must be an object with profile and sampleRate');
  }
  if (typeof given.profile !== 'string') {
    throw new TypeError(`profile must be one of k1, k2, r, f, q: ${given.profile}`);
  }
  return { profile: given.profile, sampleRate: integer('sampleRate', given.sampleRate) };
}

function toFloat32(pcm16) {
  const out = new Float32Array(pcm16.length);
  for (let i = 0; i < pcm16.length; i++) {
    out[i] = pcm16[i] / FULL_SCALE;
  }
  return out;
}

function bytesOf(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  }
  return out;
}

function message(m) {
  return { sender: m.sender, messageId: m.message_id, bytes: bytesOf(m.bytes), check: m.check,
    startSample: m.start, endSample: m.end };
}

function lack(l) {
  return { sender: l.sender, messageId: l.message_id, endKnown: l.end_known, held: l.held,
    lacking: l.lacking, framesHeld: l.frames_held, framesLackingAtLeast: l.frames_lacking_at_least,
    exact: l.exact };
}

/**
 * A message as 16-bit PCM: exactly the samples of the JVM's Link1.encodeMessage.
 * @returns {Int16Array}
 */
export function encodeMessagePcm16(bytes, opts) {
  if (!(bytes instanceof Uint8Array)) {
    throw new TypeError('bytes must be a Uint8Array');
  }
  const { profile, sampleRate } = options(opts);
  const { sender = 0, messageId = 0, parityPercent = 25, rounds = 1 } = opts;
  return link1.encodeMessage(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    profile, sampleRate, integer('sender', sender), integer('messageId', messageId),
    integer('parityPercent', parityPercent), integer('rounds', rounds));
}

/**
 * A message as float PCM for WebAudio: the 16-bit samples divided by 32768.
 * @returns {Float32Array}
 */
export function encodeMessage(bytes, opts) {
  return toFloat32(encodeMessagePcm16(bytes, opts));
}

/**
 * One postcard frame (44 hex digits, or 22 bytes) as float PCM.
 * @returns {Float32Array}
 */
export function encodeFrame(frame, opts) {
  const { profile, sampleRate } = options(opts);
  let hex = frame;
  if (frame instanceof Uint8Array) {
    hex = Array.from(frame, (b) => b.toString(16).padStart(2, '0')).join('');
  } else if (typeof frame !== 'string') {
    throw new TypeError('frame must be 44 hex digits or a Uint8Array of 22 bytes');
  }
  return toFloat32(link1.encodeFrame(hex, profile, sampleRate));
}

/** The air profiles, in the library's order, with a frame's duration. */
export function profiles() {
  return JSON.parse(link1.profiles()).map((p) => ({ profile: p.profile,
    frameSeconds: p.frame_samples / 16000 }));
}

/** A streaming receiver of whole messages; see index.d.ts. */
export class MessageReceiver {
  #handle;
  #finalState = null;
  #clippedSamples = 0;

  constructor(opts) {
    const { profile, sampleRate } = options(opts);
    this.#handle = link1.messageListenerOpen(profile, sampleRate);
  }

  push(chunk) {
    if (this.#finalState !== null) {
      throw new Error('the receiver has finished');
    }
    let pcm16 = chunk;
    if (chunk instanceof Float32Array) {
      pcm16 = new Int16Array(chunk.length);
      for (let i = 0; i < chunk.length; i++) {
        const s = Math.round(chunk[i] * FULL_SCALE);
        if (Number.isNaN(s)) {
          throw new RangeError(`sample ${i} of the chunk is NaN`);
        }
        if (s > 32767 || s < -32768) {
          this.#clippedSamples++;
        }
        pcm16[i] = Math.max(-32768, Math.min(32767, s));
      }
    } else if (!(chunk instanceof Int16Array)) {
      throw new TypeError('chunk must be a Float32Array or an Int16Array');
    }
    return JSON.parse(link1.messageListenerFeed(this.#handle, pcm16)).map(message);
  }

  finish() {
    if (this.#finalState !== null) {
      return [];
    }
    const heard = JSON.parse(link1.messageListenerFinish(this.#handle)).map(message);
    this.#finalState = this.#state();
    link1.messageListenerClose(this.#handle);
    return heard;
  }

  #state() {
    return this.#finalState ?? JSON.parse(link1.messageListenerState(this.#handle));
  }

  progress() {
    return this.#state().progress.map(lack);
  }

  givenUp() {
    return this.#state().given_up.map(lack);
  }

  counts() {
    const out = {};
    for (const [name, count] of Object.entries(this.#state().counts)) {
      out[name.replace(/_(.)/g, (_, c) => c.toUpperCase())] = count;
    }
    return out;
  }

  get samples() {
    return this.#state().samples;
  }

  get clippedSamples() {
    return this.#clippedSamples;
  }
}

/** The same as `new MessageReceiver(opts)`. */
export function createMessageReceiver(opts) {
  return new MessageReceiver(opts);
}

/** Every message heard in a stream of chunks (any iterable or async iterable), as they complete. */
export async function* receiveMessages(chunks, opts) {
  const receiver = new MessageReceiver(opts);
  let ended = false;
  try {
    for await (const chunk of chunks) {
      yield* receiver.push(chunk);
    }
    ended = true;
    yield* receiver.finish();
  } finally {
    if (!ended) {
      receiver.finish(); // the consumer stopped early or the source threw: free the handle
    }
  }
}
