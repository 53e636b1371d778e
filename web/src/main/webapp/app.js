'use strict';
// The page around link1.js (LINK-1's Java, compiled by TeaVM): send, listen, decode a WAV, and
// the room test. Test contract (docs/web.md): ?listen=PROFILE starts listening at load,
// ?decode=URL&profile=P decodes a same-origin WAV; every frame heard is appended to #heard as
// <li class="heard" data-frame="HEX44" data-profile="P">. ?bench=PROFILE[&runs=N] times the
// streaming receiver and writes one JSON object into #bench (./link1 perf --browser).
const PROFILES = ['k1', 'k2', 'r', 'f'];
// the room test's pinned sequence (core's RoomTest.profiles()): F is not in it yet
const ROOM_TEST_PROFILES = ['k1', 'k2', 'r'];
const FRAMES_PER_PROFILE = 16;
const $ = (id) => document.getElementById(id);
let build = { commit: 'unknown', tree: 'unknown' };

function say(id, text, isError) {
  const el = $(id);
  el.textContent = text;
  el.classList.toggle('error', !!isError);
}

function showTab(name) {
  for (const panel of document.querySelectorAll('.panel')) panel.hidden = panel.id !== name;
  for (const tab of document.querySelectorAll('.tab')) {
    tab.setAttribute('aria-selected', String(tab.dataset.tab === name));
  }
}

function addHeard(h) {
  const li = document.createElement('li');
  li.className = 'heard';
  li.dataset.frame = h.frame;
  li.dataset.profile = h.profile;
  li.textContent = h.profile.toUpperCase() + ': ' + h.text + ' (' + h.frame + ', errors '
      + h.errors + ')';
  $('heard').append(li);
}

// --- receivers on one stream ------------------------------------------------------------
class Listening {
  constructor(profiles, rate) {
    if (rate < 8000 || rate > 96000) throw new Error('capture rate outside 8-96 kHz: ' + rate);
    this.rate = rate;
    this.handles = profiles.map((p) => ({ profile: p, handle: listenerOpen(p, rate) }));
    this.samples = 0;
  }

  feed(pcm) {
    const heard = [];
    for (const r of this.handles) heard.push(...JSON.parse(listenerFeed(r.handle, pcm)));
    this.samples += pcm.length;
    return heard;
  }

  finish() {
    const heard = [];
    for (const r of this.handles) heard.push(...JSON.parse(listenerFinish(r.handle)));
    return heard;
  }
}

function toInt16(floats) {
  const out = new Int16Array(floats.length);
  for (let i = 0; i < floats.length; i++) {
    const v = Math.round(floats[i] * 32767);
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

function toFloats(pcm) {
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = pcm[i] / 32768;
  return out;
}

// --- the microphone -----------------------------------------------------------------------
class Microphone {
  // onChunk(int16, levelDb) for every block; the analyser feeds the waterfall
  async start(onChunk) {
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      throw new Error('this browser gives no microphone here (it needs https or localhost)');
    }
    this.stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false,
        channelCount: 1 },
    });
    this.context = new AudioContext();
    await this.context.audioWorklet.addModule('worklet.js');
    const source = this.context.createMediaStreamSource(this.stream);
    this.node = new AudioWorkletNode(this.context, 'link1-capture');
    this.analyser = this.context.createAnalyser();
    this.analyser.fftSize = 2048;
    this.analyser.smoothingTimeConstant = 0;
    source.connect(this.node);
    source.connect(this.analyser);
    this.node.port.onmessage = (e) => {
      const floats = e.data;
      let sum = 0;
      for (let i = 0; i < floats.length; i++) sum += floats[i] * floats[i];
      const db = 10 * Math.log10(sum / floats.length + 1e-12);
      onChunk(toInt16(floats), db);
    };
    return this.context.sampleRate;
  }

  stop() {
    if (this.node) this.node.port.onmessage = null;
    if (this.stream) for (const t of this.stream.getTracks()) t.stop();
    if (this.context) this.context.close();
    this.node = this.stream = this.context = null;
  }
}

// --- the waterfall: newest column at the right, the frames heard marked -------------------
class Waterfall {
  constructor(canvas) {
    this.canvas = canvas;
    this.g = canvas.getContext('2d');
    this.marks = [];
    this.columns = 0;
  }

  attach(analyser, rate) {
    this.analyser = analyser;
    this.rate = rate;
    this.bins = new Uint8Array(analyser.frequencyBinCount);
    this.started = performance.now();
    const step = () => {
      if (!this.analyser) return;
      this.draw();
      this.frame = requestAnimationFrame(step);
    };
    this.frame = requestAnimationFrame(step);
  }

  detach() {
    this.analyser = null;
    cancelAnimationFrame(this.frame);
  }

  // a frame heard: [start, end] in samples at the capture rate, now = samples so far
  mark(h, now) {
    this.marks.push({ h, now, column: this.columns });
  }

  draw() {
    const { canvas, g } = this;
    const w = canvas.width;
    const h = canvas.height;
    this.analyser.getByteFrequencyData(this.bins);
    g.drawImage(canvas, -1, 0);
    // 0-8 kHz: every profile's band lies below 8 kHz (the modem runs at 16 kHz)
    const top = Math.min(this.bins.length, Math.round(8000 / (this.rate / 2) * this.bins.length));
    for (let y = 0; y < h; y++) {
      const v = this.bins[Math.floor((h - 1 - y) / h * top)];
      g.fillStyle = 'rgb(' + v + ',' + Math.round(v * 0.8) + ',' + Math.round(255 - v / 2) + ')';
      g.fillRect(w - 1, y, 1, 1);
    }
    this.columns++;
    const seconds = (performance.now() - this.started) / 1000;
    const perSecond = this.columns / Math.max(seconds, 0.001);
    g.font = '12px sans-serif';
    for (const m of this.marks) {
      const age = this.columns - m.column;
      const end = w - 1 - age;
      const span = (m.h.end - m.h.start) / this.rate * perSecond;
      if (end < 0) continue;
      g.fillStyle = 'rgba(40, 200, 100, 0.9)';
      g.fillRect(Math.max(0, end - span), 2, Math.max(1, span), 3);
      if (age === 0) g.fillText(m.h.profile.toUpperCase() + ' ' + m.h.frame.slice(6, 8), end - 40, 16);
    }
    this.marks = this.marks.filter((m) => this.columns - m.column < w);
  }
}

// --- playing --------------------------------------------------------------------------------
let playing = null;

function play(pcmAt, onEnd) {
  const context = new AudioContext();
  const pcm = pcmAt(context.sampleRate);
  const buffer = context.createBuffer(1, pcm.length, context.sampleRate);
  buffer.copyToChannel(toFloats(pcm), 0);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  source.onended = () => { context.close(); playing = null; if (onEnd) onEnd(); };
  source.start();
  playing = { context, source, seconds: pcm.length / context.sampleRate, rate: context.sampleRate };
  return playing;
}

// --- Send -----------------------------------------------------------------------------------
function setUpSend() {
  const form = $('build-form');
  const act = form.elements.act;
  const shown = () => {
    for (const label of form.querySelectorAll('[data-for]')) {
      label.hidden = !label.dataset.for.split(' ').includes(act.value);
    }
  };
  act.addEventListener('change', shown);
  shown();
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = form.elements;
    const ref = Number(f.ref.value.trim());
    const out = JSON.parse(buildFrame(f.act.value, Number(f.sender.value), Number(f.seq.value),
        Number.isInteger(ref) ? ref : -1, f.action.value, Number(f.value.value), Number(f.count.value)));
    if (out.error) { say('send-text', out.error, true); return; }
    $('send-hex').value = out.frame;
    say('send-text', out.text);
  });
  $('send-hex').addEventListener('input', () => {
    const out = JSON.parse(describeFrame($('send-hex').value.trim()));
    say('send-text', out.error || out.text, !!out.error);
  });
  $('play').addEventListener('click', () => {
    const hex = $('send-hex').value.trim();
    const out = JSON.parse(describeFrame(hex));
    if (out.error) { say('send-status', out.error, true); return; }
    const profile = $('send-profile').value;
    try {
      const p = play((rate) => encodeFrame(hex, profile, rate),
          () => say('send-status', 'played'));
      say('send-status', 'playing ' + profile.toUpperCase() + ', ' + p.seconds.toFixed(2)
          + ' s at ' + p.rate + ' Hz');
    } catch (err) {
      say('send-status', err.message, true);
    }
  });
}

// --- Listen ---------------------------------------------------------------------------------
let microphone = null;
const waterfall = () => (waterfall.it = waterfall.it || new Waterfall($('waterfall')));

async function startListening(profiles, onHeard, statusId) {
  if (microphone) microphone.stop();
  microphone = new Microphone();
  let listening = null;
  const rate = await microphone.start((pcm, db) => {
    const heard = listening.feed(pcm);
    $('level-bar').style.width = Math.max(0, Math.min(100, 100 + db)) + '%';
    $('level-text').textContent = 'level: ' + db.toFixed(1) + ' dBFS';
    for (const h of heard) {
      waterfall().mark(h, listening.samples);
      onHeard(h);
    }
  });
  listening = new Listening(profiles, rate);
  waterfall().attach(microphone.analyser, rate);
  say(statusId, 'listening for ' + profiles.map((p) => p.toUpperCase()).join(', ') + ' at '
      + rate + ' Hz');
  return listening;
}

function stopListening() {
  waterfall().detach();
  if (microphone) microphone.stop();
  microphone = null;
}

function setUpListen() {
  $('listen-start').addEventListener('click', () => listenFor($('listen-profile').value));
  $('listen-stop').addEventListener('click', () => {
    stopListening();
    $('listen-start').disabled = false;
    $('listen-stop').disabled = true;
    say('listen-status', 'stopped');
  });
}

async function listenFor(choice) {
  const profiles = choice === 'all' ? PROFILES : [choice];
  try {
    $('listen-start').disabled = true;
    $('listen-stop').disabled = false;
    await startListening(profiles, addHeard, 'listen-status');
  } catch (err) {
    $('listen-start').disabled = false;
    $('listen-stop').disabled = true;
    say('listen-status', 'cannot listen: ' + (err.message || err.name), true);
  }
}

// --- a same-origin WAV, decoded without a microphone --------------------------------------
async function decodeUrl(url, profile) {
  const target = new URL(url, location.href);
  if (target.origin !== location.origin) {
    document.body.dataset.decoded = 'refused';
    say('listen-status', 'refused: ' + url + ' is not on this page\'s origin', true);
    return;
  }
  const profiles = profile === 'all' || !profile ? PROFILES : [profile];
  try {
    const response = await fetch(target);
    if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
    const wav = Wav.read(await response.arrayBuffer());
    const listening = new Listening(profiles, wav.rate);
    const chunk = Math.round(wav.rate / 10);
    for (let i = 0; i < wav.samples.length; i += chunk) {
      listening.feed(wav.samples.subarray(i, Math.min(wav.samples.length, i + chunk)))
          .forEach(addHeard);
      if (i % (chunk * 50) === 0) await new Promise((r) => setTimeout(r, 0));
    }
    listening.finish().forEach(addHeard);
    document.body.dataset.decoded = 'done';
    say('listen-status', 'decoded ' + url + ': ' + (wav.samples.length / wav.rate).toFixed(2)
        + ' s at ' + wav.rate + ' Hz, ' + $('heard').children.length + ' frames heard'
        + (wav.cut ? ' (the file ends early)' : ''));
  } catch (err) {
    document.body.dataset.decoded = 'failed';
    say('listen-status', 'cannot decode: ' + err.message, true);
  }
}

// --- the room test ---------------------------------------------------------------------------
const tally = {};

function resetTally() {
  for (const p of ROOM_TEST_PROFILES) {
    tally[p] = { expected: JSON.parse(roomTestFrames(p)), found: new Set(), wrong: [] };
  }
  drawTally();
}

function count(h) {
  const t = tally[h.profile];
  const index = t.expected.indexOf(h.frame);
  if (index >= 0) t.found.add(index);
  else if (!t.wrong.includes(h.frame)) t.wrong.push(h.frame);
  drawTally();
}

function rowOf(p) {
  const t = tally[p];
  const found = t.found.size;
  const lost = FRAMES_PER_PROFILE - found;
  return { profile: p, sent: FRAMES_PER_PROFILE, found, lost, wrong: t.wrong.length,
    wrong_frames: t.wrong.slice(0, 64), per: Number((lost / FRAMES_PER_PROFILE).toFixed(4)),
    per_ci95: JSON.parse(wilson95(lost, FRAMES_PER_PROFILE)) };
}

function drawTally() {
  const body = $('rt-table').tBodies[0];
  body.textContent = '';
  for (const p of ROOM_TEST_PROFILES) {
    const r = rowOf(p);
    const tr = body.insertRow();
    for (const v of [p.toUpperCase(), r.found + ' / ' + r.sent, r.lost,
      (100 * r.per).toFixed(1) + ' % [' + (100 * r.per_ci95[0]).toFixed(1) + ', '
        + (100 * r.per_ci95[1]).toFixed(1) + ']', r.wrong]) {
      tr.insertCell().textContent = String(v);
    }
  }
}

let roomListening = null;

async function roomListen() {
  resetTally();
  try {
    $('rt-listen').disabled = true;
    $('rt-stop').disabled = false;
    roomListening = await startListening(ROOM_TEST_PROFILES, (h) => { addHeard(h); count(h); },
        'rt-listen-status');
  } catch (err) {
    $('rt-listen').disabled = false;
    $('rt-stop').disabled = true;
    say('rt-listen-status', 'cannot listen: ' + (err.message || err.name), true);
  }
}

// the row of docs/web.md from the tally and the form's words
function makeRow(f) {
  const distance = f.distance.value === '' ? null : Number(f.distance.value);
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return {
    schema: 'link1-room-test', schema_version: 1, sequence: 'room-test-1',
    date: now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate()),
    page: build.tree === 'clean' ? build.commit : 'unknown',
    player: f.player.value.trim(), listener: f.listener.value.trim(), distance_m: distance,
    room: f.room.value.trim(),
    capture_rate_hz: roomListening ? roomListening.rate : 48000,
    user_agent: navigator.userAgent.slice(0, 300).replace(/[\u0000-\u001f\u007f]/g, ' '),
    profiles: ROOM_TEST_PROFILES.map(rowOf),
  };
}

function setUpRoomTest() {
  resetTally();
  $('rt-play').addEventListener('click', () => {
    try {
      const gap = (rate) => new Int16Array(rate);
      const p = play((rate) => {
        const parts = [];
        for (const profile of ROOM_TEST_PROFILES) {
          parts.push(roomTestRecording(profile, rate), gap(rate));
        }
        const all = new Int16Array(parts.reduce((n, a) => n + a.length, 0));
        let at = 0;
        for (const a of parts) { all.set(a, at); at += a.length; }
        return all;
      }, () => say('rt-play-status', 'the test has played'));
      say('rt-play-status', 'playing the test: ' + p.seconds.toFixed(0) + ' s at ' + p.rate + ' Hz');
    } catch (err) {
      say('rt-play-status', err.message, true);
    }
  });
  $('rt-listen').addEventListener('click', roomListen);
  $('rt-stop').addEventListener('click', () => {
    if (roomListening) roomListening.finish().forEach((h) => { addHeard(h); count(h); });
    stopListening();
    $('rt-listen').disabled = false;
    $('rt-stop').disabled = true;
    say('rt-listen-status', 'stopped');
  });
  $('rt-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const f = e.target.elements;
    if (!f.player.value.trim() || !f.listener.value.trim()) {
      say('rt-form-status', 'name the player and the listener devices first', true);
      return;
    }
    const row = makeRow(f);
    $('rt-row').textContent = JSON.stringify(row, null, 2);
    const blob = new Blob([JSON.stringify(row, null, 2) + '\n'], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'link1-room-test-' + row.date + '.json';
    a.click();
    say('rt-form-status', 'saved ' + a.download + ': add it with ./link1 bench E3 --import '
        + a.download);
  });
}

// --- ?bench: the streaming receiver's speed (./link1 perf --browser, docs/web.md) ---------
// The room test's recording of one profile at 48 kHz, fed to a fresh receiver in 100 ms chunks
// (as web/src/test/node/speed.js does): one warm-up run, then N counted runs, each timed with
// performance.now() and run in one go on this thread (no yielding inside a run).
const BENCH_RATE = 48000;

function benchOnce(profile, pcm) {
  const chunk = BENCH_RATE / 10;
  const handle = listenerOpen(profile, BENCH_RATE);
  const begin = performance.now();
  let heard = 0;
  for (let i = 0; i < pcm.length; i += chunk) {
    heard += JSON.parse(listenerFeed(handle, pcm.subarray(i, Math.min(pcm.length, i + chunk))))
        .length;
  }
  heard += JSON.parse(listenerFinish(handle)).length;
  return { ms: performance.now() - begin, heard };
}

async function bench(profile, runsText) {
  const out = $('bench');
  const runs = runsText === null ? 5 : Number(runsText);
  if (!ROOM_TEST_PROFILES.includes(profile) || !Number.isInteger(runs) || runs < 1 || runs > 50) {
    out.textContent = JSON.stringify({ error: 'bench= must be k1, k2 or r (the room test\'s profiles) and runs= in 1..50: '
        + profile + ', ' + runsText });
    return;
  }
  try {
    const pcm = roomTestRecording(profile, BENCH_RATE);
    const pause = () => new Promise((r) => setTimeout(r, 0));
    const warmup = benchOnce(profile, pcm);
    const counted = [];
    for (let run = 0; run < runs; run++) {
      await pause();
      counted.push(benchOnce(profile, pcm));
    }
    const ms = (v) => Math.round(v * 10) / 10;
    out.textContent = JSON.stringify({
      profile, sample_rate_hz: BENCH_RATE, audio_seconds: pcm.length / BENCH_RATE,
      frames_sent: FRAMES_PER_PROFILE, warmup_ms: ms(warmup.ms), warmup_frames_heard: warmup.heard,
      frames_heard: counted.map((r) => r.heard), runs_ms: counted.map((r) => ms(r.ms)),
      user_agent: navigator.userAgent,
    });
  } catch (err) {
    out.textContent = JSON.stringify({ error: 'bench failed: ' + (err.message || String(err)) });
  }
}

// --- start ------------------------------------------------------------------------------------
async function start() {
  for (const select of [$('send-profile'), $('listen-profile')]) {
    for (const p of PROFILES) select.add(new Option(p.toUpperCase(), p));
  }
  for (const tab of document.querySelectorAll('.tab')) {
    tab.addEventListener('click', () => showTab(tab.dataset.tab));
  }
  setUpSend();
  setUpListen();
  setUpRoomTest();
  try {
    const r = await fetch('build.json');
    if (r.ok) build = await r.json();
  } catch (err) {
    // served without build.json: the page says "unknown"
  }
  $('build').textContent = 'LINK-1 page, built from ' + build.commit + ' (' + build.tree + ')';
  const params = new URLSearchParams(location.search);
  if (params.has('bench')) {
    await bench(params.get('bench'), params.get('runs'));
  } else if (params.has('decode')) {
    showTab('listen');
    await decodeUrl(params.get('decode'), params.get('profile'));
  } else if (params.get('roomtest') === 'listen') {
    showTab('roomtest');
    await roomListen();
  } else if (params.has('listen')) {
    showTab('listen');
    const choice = params.get('listen');
    if (choice !== 'all' && !PROFILES.includes(choice)) {
      say('listen-status', 'listen= must be k1, k2, r or all: ' + choice, true);
      return;
    }
    $('listen-profile').value = choice;
    await listenFor(choice);
  } else {
    showTab(params.get('tab') || 'send');
  }
}

start();
