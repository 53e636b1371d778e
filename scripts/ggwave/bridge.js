#!/usr/bin/env node
// The ggwave peer of E2-rooms-ggwave (docs/room.md, "ggwave through the same rooms"): ggwave
// (npm ggwave, the exact version pinned in package-lock.json) as its own OS process, spoken to
// over stdin/stdout in little-endian binary messages, one request then one answer:
//   request : op (1 byte) · protocol (1 byte: 0 AUDIBLE_NORMAL, 1 AUDIBLE_FAST, 2 AUDIBLE_FASTEST)
//             · rate Hz (uint32) · n (uint32) · n bytes
//             op 'V': nothing (n = 0) -> answer: the ggwave version, UTF-8
//             op 'E': the payload bytes -> answer: the waveform, float32 at `rate` Hz, volume 50
//             op 'D': float32 samples at `rate` Hz -> answer: the decoded payload (n = 0: nothing)
//   answer  : status (int32: the byte count, or -1 when ggwave failed) · the bytes
// Each decode uses a fresh ggwave instance listening for `protocol` only, fed the whole recording.
// Missing package: one line on stderr, exit 3. Everything ggwave logs goes to stderr or nowhere.
'use strict';

let factory;
try {
  factory = require('ggwave');
} catch (e) {
  process.stderr.write('ggwave bridge: the npm package ggwave is not installed (run npm ci in '
      + __dirname + ')\n');
  process.exit(3);
}
const version = require('ggwave/package.json').version;
const PROTOCOLS = ['GGWAVE_PROTOCOL_AUDIBLE_NORMAL', 'GGWAVE_PROTOCOL_AUDIBLE_FAST',
  'GGWAVE_PROTOCOL_AUDIBLE_FASTEST'];
const VOLUME = 50;
const HEADER = 10;

// `rate` is the capture's (or the waveform's) rate; ggwave resamples it to its operating rate,
// which stays the default 48 kHz that the sender encodes at. (Setting the operating rate to a
// 44.1 kHz capture's moved every tone by 8 %, and no payload decoded at all.)
function params(g, rate) {
  const p = g.getDefaultParameters();
  p.sampleRateInp = rate;
  p.sampleRateOut = rate;
  return p;
}

function protocolId(g, code) {
  if (code >= PROTOCOLS.length) {
    throw new Error('protocol must be 0..' + (PROTOCOLS.length - 1) + ': ' + code);
  }
  return g.ProtocolId[PROTOCOLS[code]];
}

function listenOnly(g, code) {
  for (let i = 0; i < PROTOCOLS.length; i++) {
    g.rxToggleProtocol(g.ProtocolId[PROTOCOLS[i]], i === code ? 1 : 0);
  }
}

function encode(g, code, rate, payload) {
  const inst = g.init(params(g, rate));
  try {
    const view = g.encode(inst, payload, protocolId(g, code), VOLUME);
    return Buffer.from(new Uint8Array(view));
  } finally {
    g.free(inst);
  }
}

function decode(g, code, rate, samples) {
  listenOnly(g, code);
  const inst = g.init(params(g, rate));
  try {
    const out = g.decode(inst, new Uint8Array(samples.buffer, samples.byteOffset, samples.length));
    return Buffer.from(new Uint8Array(out));
  } finally {
    g.free(inst);
  }
}

function answer(bytes, failed) {
  const head = Buffer.alloc(4);
  head.writeInt32LE(failed ? -1 : bytes.length, 0);
  process.stdout.write(head);
  if (!failed && bytes.length > 0) {
    process.stdout.write(bytes);
  }
}

function serve(g) {
  let pending = Buffer.alloc(0);
  process.stdin.on('data', (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= HEADER) {
      const n = pending.readUInt32LE(6);
      if (pending.length < HEADER + n) {
        break;
      }
      const op = String.fromCharCode(pending[0]);
      const code = pending[1];
      const rate = pending.readUInt32LE(2);
      const body = Buffer.from(pending.subarray(HEADER, HEADER + n));
      pending = pending.subarray(HEADER + n);
      try {
        if (op === 'V') {
          answer(Buffer.from(version, 'utf8'), false);
        } else if (op === 'E') {
          answer(encode(g, code, rate, new Uint8Array(body)), false);
        } else if (op === 'D') {
          answer(decode(g, code, rate, body), false);
        } else {
          throw new Error('op must be V, E or D: ' + op);
        }
      } catch (e) {
        process.stderr.write('ggwave bridge: ' + e.message + '\n');
        answer(Buffer.alloc(0), true);
      }
    }
  });
  process.stdin.on('end', () => process.exit(0));
}

factory({print: () => {}, printErr: (t) => process.stderr.write(t + '\n')}).then((g) => {
  g.disableLog();
  serve(g);
});
