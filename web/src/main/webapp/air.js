'use strict';
// ?air=sim (a test hook): the Message panel's two-way stations hear a simulated air instead of
// the microphone and play into it instead of the loudspeaker, so that one page runs both ends of
// an exchange. The air is deterministic and stepped by sample counts, never by a timer: it stays
// still until two stations listen, then every step hands both the same block of
// AIR_BLOCK_SAMPLES (faint seeded noise plus every sound playing), in the order they started
// listening; a sound handed back during a step starts AIR_LATENCY_SAMPLES after that block ends.
// &drop=N: the N-th sound played into the air (counting every station's, from 1) never reaches
// it. It stops AIR_TAIL_SAMPLES after a station stops listening, or at AIR_MAX_SAMPLES.
// Test contract (docs/web.md): #msg-air's data-samples (stepped), data-sounds (played into it),
// data-dropped (of those, dropped) and data-running.
const AIR_RATE = 48000;
const AIR_BLOCK_SAMPLES = 2048;
const AIR_LATENCY_SAMPLES = 2048;
const AIR_NOISE = 40;
const AIR_TAIL_SAMPLES = 5 * AIR_RATE;
const AIR_MAX_SAMPLES = 300 * AIR_RATE;
const AIR_BLOCKS_A_TURN = 16; // blocks stepped before the page gets its turn to draw

class SimulatedAir {
  constructor(dropNth) {
    this.dropNth = dropNth;
    this.listeners = [];
    this.sounds = []; // { from, pcm }
    this.samples = 0;
    this.played = 0;
    this.dropped = 0;
    this.stopAt = AIR_MAX_SAMPLES;
    this.running = false;
    this.noise = 1; // the seed of a 32-bit linear congruential generator
    this.draw();
  }

  // a station's microphone and loudspeaker on this air: { microphone, speak(pcm, rate), seed }
  device(seed) {
    const air = this;
    const listener = { onChunk: null };
    const microphone = {
      start(onChunk) {
        listener.onChunk = onChunk;
        air.listeners.push(listener);
        if (air.listeners.length === 2) air.run();
        return Promise.resolve(AIR_RATE);
      },
      stop() {
        listener.onChunk = null;
        air.stopAt = Math.min(air.stopAt, air.samples + AIR_TAIL_SAMPLES);
      },
    };
    const speak = (pcm, rate) => {
      if (rate !== AIR_RATE) throw new Error('the simulated air runs at ' + AIR_RATE + ' Hz: ' + rate);
      air.played++;
      if (air.played === air.dropNth) air.dropped++;
      else air.sounds.push({ from: air.samples + AIR_BLOCK_SAMPLES + AIR_LATENCY_SAMPLES, pcm });
    };
    return { microphone, speak, seed };
  }

  async run() {
    // the first step waits for the page's turn: both stations open theirs before they hear it
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.running = true;
    this.draw();
    while (this.samples < this.stopAt) {
      for (let b = 0; b < AIR_BLOCKS_A_TURN && this.samples < this.stopAt; b++) this.step();
      this.draw();
      await new Promise((resolve) => setTimeout(resolve, 0)); // the page's turn, not a clock
    }
    this.running = false;
    this.draw();
  }

  step() {
    const block = new Int16Array(AIR_BLOCK_SAMPLES);
    for (let i = 0; i < block.length; i++) {
      this.noise = (Math.imul(this.noise, 1103515245) + 12345) >>> 0;
      let v = (this.noise >>> 16) % (2 * AIR_NOISE + 1) - AIR_NOISE;
      for (const s of this.sounds) {
        const j = this.samples + i - s.from;
        if (j >= 0 && j < s.pcm.length) v += s.pcm[j];
      }
      block[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
    }
    for (const l of this.listeners) if (l.onChunk) l.onChunk(block.slice());
    this.samples += AIR_BLOCK_SAMPLES;
    this.sounds = this.sounds.filter((s) => s.from + s.pcm.length > this.samples);
  }

  draw() {
    const el = $('msg-air');
    el.hidden = false;
    el.dataset.samples = this.samples;
    el.dataset.sounds = this.played;
    el.dataset.dropped = this.dropped;
    el.dataset.running = this.running;
    say('msg-air', 'simulated air (a test hook, ?air=sim): ' + (this.samples / AIR_RATE).toFixed(1)
        + ' s at ' + AIR_RATE + ' Hz, ' + this.played + ' sounds played into it, ' + this.dropped
        + ' dropped' + (this.running ? '' : this.listeners.length < 2
          ? '; still until two stations listen' : '; stopped'));
  }
}

// the simulated air when the page's address asks for it, else null
function simulatedAir() {
  const params = new URLSearchParams(location.search);
  if (params.get('air') !== 'sim') return null;
  const drop = Number(params.get('drop') || 0);
  return new SimulatedAir(Number.isInteger(drop) && drop > 0 ? drop : 0);
}
