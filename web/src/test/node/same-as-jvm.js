// Loads the compiled link1.js in Node and prints, one JSON line per case, what the JVM test
// compares: each profile's PCM (SHA-256) for a frame at a rate, and what its streaming receiver
// hears of the room test's recording fed in 100 ms chunks. Usage: node same-as-jvm.js LINK1_JS
const link1 = require(process.argv[2]);
const crypto = require('crypto');

function sha256(pcm) {
  return crypto.createHash('sha256')
    .update(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)).digest('hex');
}

const built = JSON.parse(link1.buildFrame('claim', 1, 7, 0x3117, 'approach', -50, 3));
for (const rate of [8000, 16000, 44100, 48000]) {
  for (const profile of ['k1', 'k2', 'r', 'f']) {
    const pcm = link1.encodeFrame(built.frame, profile, rate);
    console.log(JSON.stringify({ kind: 'pcm', profile, rate, samples: pcm.length, sha256: sha256(pcm) }));
  }
}
for (const rate of [44100, 48000]) {
  for (const profile of ['k1', 'k2', 'r']) {
    const pcm = link1.throughRoom(link1.encodeFrame(built.frame, profile, rate), 0.5, 2.0, 'pink', 10, 3, rate);
    console.log(JSON.stringify({ kind: 'room', profile, rate, samples: pcm.length, sha256: sha256(pcm) }));
  }
}
for (const profile of ['k1', 'k2', 'r']) {
  const rate = 48000;
  const pcm = link1.roomTestRecording(profile, rate);
  const handle = link1.listenerOpen(profile, rate);
  let heard = [];
  for (let i = 0; i < pcm.length; i += rate / 10) {
    heard = heard.concat(JSON.parse(link1.listenerFeed(handle, pcm.subarray(i, Math.min(pcm.length, i + rate / 10)))));
  }
  heard = heard.concat(JSON.parse(link1.listenerFinish(handle)));
  console.log(JSON.stringify({ kind: 'heard', profile, rate, frames: heard.map(h => h.frame) }));
}
console.log(JSON.stringify({ kind: 'built', frame: built.frame, text: built.text,
  described: JSON.parse(link1.describeFrame(built.frame)).text,
  bad: JSON.parse(link1.describeFrame(built.frame.slice(0, 42) + '00')).error,
  wilson: JSON.parse(link1.wilson95(1, 16)) }));
