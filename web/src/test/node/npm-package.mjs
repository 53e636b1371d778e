// Run by NpmPackageTest inside a fresh npm project that installed the packed link1-modem
// tarball: prints one JSON line per case for the JVM to compare. Payload byte i is
// (131 i + 7) mod 256, as in the test. Usage: node npm-package.mjs
import { createHash } from 'node:crypto';
import * as modem from 'link1-modem';

const RATE = 48000;
const CHUNK = 4800;

function payload(length) {
  return Uint8Array.from({ length }, (_, i) => (131 * i + 7) & 0xff);
}

function sha256(floats) {
  return createHash('sha256')
    .update(Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength)).digest('hex');
}

function hex(bytes) {
  return Buffer.from(bytes).toString('hex');
}

function receive(sound, profile) {
  const receiver = modem.createMessageReceiver({ profile, sampleRate: RATE });
  const heard = [];
  let mostHeld = 0;
  for (let at = 0; at < sound.length; at += CHUNK) {
    heard.push(...receiver.push(sound.subarray(at, at + CHUNK)));
    for (const lack of receiver.progress()) {
      mostHeld = Math.max(mostHeld, lack.framesHeld);
    }
  }
  heard.push(...receiver.finish());
  return { messages: heard.map((m) => ({ sender: m.sender, messageId: m.messageId,
    bytes: hex(m.bytes), check: m.check, startSample: m.startSample, endSample: m.endSample })),
  mostHeldInProgress: mostHeld, progress: receiver.progress(), counts: receiver.counts(),
  samples: receiver.samples };
}

function print(line) {
  console.log(JSON.stringify(line));
}

print({ kind: 'exports', names: Object.keys(modem).sort() });
for (const profile of ['k1', 'k2', 'r', 'f', 'q']) {
  for (const length of [1, 100, 1024]) {
    const sound = modem.encodeMessage(payload(length), { profile, sampleRate: RATE });
    print({ kind: 'pcm', profile, length, samples: sound.length, sha256: sha256(sound) });
    if (length === 100) {
      print({ kind: 'heard', profile, length, ...receive(sound, profile) });
    }
  }
}

// As 16-bit chunks, with its own ids and parity, and through the async iterator.
const ids = { profile: 'q', sampleRate: RATE, sender: 9, messageId: 200, parityPercent: 50 };
const pcm16 = modem.encodeMessagePcm16(payload(40), ids);
const chunks = [];
for (let at = 0; at < pcm16.length; at += 1000) {
  chunks.push(pcm16.subarray(at, at + 1000));
}
const iterated = [];
for await (const m of modem.receiveMessages(chunks, { profile: 'q', sampleRate: RATE })) {
  iterated.push({ sender: m.sender, messageId: m.messageId, bytes: hex(m.bytes) });
}
print({ kind: 'int16', samples: pcm16.length, iterated,
  sha256: sha256(modem.encodeMessage(payload(40), ids)),
  pcm16sha256: createHash('sha256').update(Buffer.from(pcm16.buffer)).digest('hex') });

// Corrupted copies of F's 100-byte message (9 data frames, 3 of parity): noise over a tenth of
// it (a frame lost: the erasure code mends it), and over the middle 60 % (too few frames left).
const sound = modem.encodeMessage(payload(100), { profile: 'f', sampleRate: RATE });
let seed = 12345;
function corrupted(from, to) {
  const copy = sound.slice();
  for (let i = Math.floor(from * copy.length); i < Math.floor(to * copy.length); i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    copy[i] = (seed / 2 ** 31) - 1;
  }
  return copy;
}
print({ kind: 'corrupt', stretch: 'a tenth', ...receive(corrupted(0.30, 0.40), 'f') });
print({ kind: 'corrupt', stretch: 'middle', ...receive(corrupted(0.20, 0.80), 'f') });

// Arguments the library refuses, with its messages.
const refusals = [];
for (const call of [
  () => modem.encodeMessage(payload(1), { profile: 'x', sampleRate: RATE }),
  () => modem.encodeMessage(payload(1), { profile: 'f', sampleRate: 4000 }),
  () => modem.encodeMessage(new Uint8Array(0), { profile: 'f', sampleRate: RATE }),
  () => modem.encodeMessage([1, 2], { profile: 'f', sampleRate: RATE }),
  () => modem.createMessageReceiver({ profile: 'f', sampleRate: 44100.5 }),
]) {
  try {
    call();
    refusals.push(null);
  } catch (e) {
    refusals.push(e.message);
  }
}
print({ kind: 'refusals', messages: refusals });
const frame = '57110107020b1c09ce00001e0000004c010031172130';
print({ kind: 'frame', sha256: sha256(modem.encodeFrame(frame, { profile: 'r', sampleRate: RATE })),
  profiles: modem.profiles() });
