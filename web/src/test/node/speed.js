// How fast the browser build decodes, in Node (V8, as Chromium): each profile's room-test
// recording at 48 kHz fed to the streaming receiver in 100 ms chunks; prints the real-time
// factor (seconds of audio per second of decoding). Usage: node speed.js LINK1_JS
const link1 = require(process.argv[2]);
const rate = 48000;
for (const profile of ['k1', 'k2', 'r']) {
  const pcm = link1.roomTestRecording(profile, rate);
  const seconds = pcm.length / rate;
  for (let round = 0; round < 2; round++) {
    const handle = link1.listenerOpen(profile, rate);
    const start = process.hrtime.bigint();
    let heard = 0;
    for (let i = 0; i < pcm.length; i += rate / 10) {
      heard += JSON.parse(link1.listenerFeed(handle, pcm.subarray(i, Math.min(pcm.length, i + rate / 10)))).length;
    }
    heard += JSON.parse(link1.listenerFinish(handle)).length;
    const took = Number(process.hrtime.bigint() - start) / 1e9;
    if (round === 1) {
      console.log(profile + ': ' + seconds.toFixed(1) + ' s of audio, ' + heard + ' of 16 frames heard, '
        + took.toFixed(2) + ' s to decode: ' + (seconds / took).toFixed(0) + 'x real time');
    }
  }
}
