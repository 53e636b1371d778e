'use strict';
// WAV files for the page: integer PCM (8, 16, 24 or 32 bits, any channel count; the first
// channel is kept) read to 16-bit mono at the file's own rate, and 16-bit mono written.
// Anything else is refused with a message naming the problem.
const Wav = (() => {
  function text(view, at, n) {
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(view.getUint8(at + i));
    return s;
  }

  function read(buffer) {
    const view = new DataView(buffer);
    if (view.byteLength < 12 || text(view, 0, 4) !== 'RIFF' || text(view, 8, 4) !== 'WAVE') {
      throw new Error('not a WAV file (no RIFF/WAVE header)');
    }
    let at = 12;
    let fmt = null;
    while (at + 8 <= view.byteLength) {
      const id = text(view, at, 4);
      const size = view.getUint32(at + 4, true);
      const body = at + 8;
      if (id === 'fmt ') {
        if (size < 16) throw new Error('fmt chunk too short: ' + size + ' bytes');
        fmt = {
          format: view.getUint16(body, true),
          channels: view.getUint16(body + 2, true),
          rate: view.getUint32(body + 4, true),
          bits: view.getUint16(body + 14, true),
        };
        if (fmt.format === 0xFFFE && size >= 26) fmt.format = view.getUint16(body + 24, true);
      } else if (id === 'data') {
        if (!fmt) throw new Error('data chunk before the fmt chunk');
        if (fmt.format !== 1) throw new Error('not integer PCM (format ' + fmt.format + ')');
        if (![8, 16, 24, 32].includes(fmt.bits)) throw new Error('unsupported sample size: ' + fmt.bits + ' bits');
        if (fmt.channels < 1) throw new Error('no channels');
        if (fmt.rate < 8000 || fmt.rate > 96000) throw new Error('rate outside 8-96 kHz: ' + fmt.rate);
        const bytes = fmt.bits / 8;
        const frame = bytes * fmt.channels;
        const available = Math.min(size, view.byteLength - body);
        const n = Math.floor(available / frame);
        const out = new Int16Array(n);
        for (let i = 0; i < n; i++) {
          const p = body + i * frame;
          let v;
          if (bytes === 1) v = (view.getUint8(p) - 128) << 8;
          else if (bytes === 2) v = view.getInt16(p, true);
          else if (bytes === 3) v = (view.getUint8(p + 2) << 24 | view.getUint8(p + 1) << 16) >> 16;
          else v = view.getInt32(p, true) >> 16;
          out[i] = v;
        }
        return { rate: fmt.rate, samples: out, cut: available < size };
      }
      at = body + size + (size & 1);
    }
    throw new Error('no data chunk');
  }

  function write(samples, rate) {
    const buffer = new ArrayBuffer(44 + 2 * samples.length);
    const view = new DataView(buffer);
    const put = (at, s) => { for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i)); };
    put(0, 'RIFF'); view.setUint32(4, 36 + 2 * samples.length, true); put(8, 'WAVE');
    put(12, 'fmt '); view.setUint32(16, 16, true); view.setUint16(20, 1, true);
    view.setUint16(22, 1, true); view.setUint32(24, rate, true); view.setUint32(28, 2 * rate, true);
    view.setUint16(32, 2, true); view.setUint16(34, 16, true);
    put(36, 'data'); view.setUint32(40, 2 * samples.length, true);
    for (let i = 0; i < samples.length; i++) view.setInt16(44 + 2 * i, samples[i], true);
    return buffer;
  }

  return { read, write };
})();
if (typeof module !== 'undefined') module.exports = Wav;
