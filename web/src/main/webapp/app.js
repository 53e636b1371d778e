'use strict';
// The page around link1.js (LINK-1's Java, compiled by TeaVM): send, listen, decode a WAV, and
// the room test (messages: message.js). Test contract (docs/web.md): ?listen=PROFILE starts listening at load,
// ?decode=URL&profile=P decodes a same-origin WAV; every frame heard is appended to #heard as
// <li class="heard" data-frame="HEX44" data-profile="P">. ?bench=PROFILE[&runs=N] times the
// streaming receiver and writes one JSON object into #bench (./link1 perf --browser).
// The profiles come from one list, core's AirProfile (link1.js's profiles()); the room test's
// from core's RoomTest.profiles().
const PROFILE_INFO = JSON.parse(profiles());
const PROFILES = PROFILE_INFO.map((p) => p.profile);
const ROOM_TEST_PROFILES = JSON.parse(roomTestProfiles());
const FRAMES_PER_PROFILE = 16;
const MODEM_RATE = 16000;
const label = (p) => p.toUpperCase();
const labels = (ps) => ps.map(label).join(', ');
// which profile to pick: a line each; a profile not described here still shows its frame time
const PROFILE_WORDS = {
  k1: 'between K2 and R',
  k2: 'the quickest of the tone profiles, for devices close together in a quiet room',
  r: 'the most robust: made for a room with echo, a few metres apart',
  f: 'R\'s robustness in half R\'s time',
  q: 'the quickest: F\'s design in half F\'s time (1.2 s) on a wider band, for a device at 16 kHz or more',
};
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
  $('heard-panel').hidden = false;
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
  // profiles: those listened for; watched: other profiles' receivers on the same stream, whose
  // frames are not reported but counted for the hint (ProfileHint in core)
  constructor(profiles, rate, watched) {
    if (rate < 8000 || rate > 96000) throw new Error('capture rate outside 8-96 kHz: ' + rate);
    this.rate = rate;
    this.handles = profiles.map((p) => ({ profile: p, handle: listenerOpen(p, rate) }));
    this.watchers = (watched || []).map((p) => ({ profile: p, handle: listenerOpen(p, rate),
      frames: 0 }));
    this.samples = 0;
  }

  feed(pcm) {
    const heard = [];
    for (const r of this.handles) heard.push(...JSON.parse(listenerFeed(r.handle, pcm)));
    for (const w of this.watchers) w.frames += JSON.parse(listenerFeed(w.handle, pcm)).length;
    this.samples += pcm.length;
    return heard;
  }

  // what the receivers saw so far: greetings of the listened profiles, and each watcher's
  counts() {
    return {
      greetings: this.handles.reduce((n, r) => n + listenerGreetings(r.handle), 0),
      others: this.watchers.map((w) => ({ profile: w.profile,
        greetings: listenerGreetings(w.handle), frames: w.frames })),
    };
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
  // the frame the form's fields say, written into the hex field; null (and why) when they are bad
  const build = () => {
    const f = form.elements;
    const ref = Number(f.ref.value.trim());
    const out = JSON.parse(buildFrame(f.act.value, Number(f.sender.value), Number(f.seq.value),
        Number.isInteger(ref) ? ref : -1, f.action.value, Number(f.value.value), Number(f.count.value)));
    if (out.error) { say('send-text', out.error, true); return null; }
    $('send-hex').value = out.frame;
    say('send-text', out.text);
    return out;
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    build();
  });
  $('send-hex').addEventListener('input', () => {
    const out = JSON.parse(describeFrame($('send-hex').value.trim()));
    say('send-text', out.error || out.text, !!out.error);
  });
  $('play').addEventListener('click', () => {
    // nothing pasted or built yet: Play builds the frame from the fields above
    let built = '';
    if ($('send-hex').value.trim() === '') {
      if (!build()) {
        say('send-status', 'cannot build a frame from the fields above: ' + $('send-text').textContent, true);
        return;
      }
      built = 'built from the fields above; ';
    }
    const hex = $('send-hex').value.trim();
    const out = JSON.parse(describeFrame(hex));
    if (out.error) {
      say('send-status', 'the frame field holds no valid frame (' + out.error
          + '): empty it to build one from the fields, or paste 44 hex digits', true);
      return;
    }
    const profile = $('send-profile').value;
    try {
      const p = play((rate) => encodeFrame(hex, profile, rate),
          () => say('send-status', built + 'played ' + label(profile)));
      say('send-status', built + 'playing ' + label(profile) + ', ' + p.seconds.toFixed(2)
          + ' s at ' + p.rate + ' Hz');
    } catch (err) {
      say('send-status', err.message, true);
    }
  });
}

// --- Listen ---------------------------------------------------------------------------------
let microphone = null;
const waterfall = () => (waterfall.it = waterfall.it || new Waterfall($('waterfall')));

// "K1", or "every profile (K1, K2, R, F)", or "the room test's profiles (K1, K2, R)"
function profileWords(profiles) {
  if (profiles.length === 1) return label(profiles[0]);
  if (profiles.length === PROFILES.length) return 'every profile (' + labels(profiles) + ')';
  return labels(profiles);
}

// onChunk(listening) after every block, when given
async function startListening(profiles, onHeard, statusId, watched, onChunk) {
  if (microphone) microphone.stop();
  microphone = new Microphone();
  let listening = null;
  const rate = await microphone.start((pcm, db) => {
    if (!listening) return;
    const heard = listening.feed(pcm);
    $('level-bar').style.width = Math.max(0, Math.min(100, 100 + db)) + '%';
    $('level-text').textContent = 'level: ' + db.toFixed(1) + ' dBFS';
    for (const h of heard) {
      waterfall().mark(h, listening.samples);
      onHeard(h, listening);
    }
    if (onChunk) onChunk(listening);
  });
  listening = new Listening(profiles, rate, watched);
  waterfall().attach(microphone.analyser, rate);
  say(statusId, 'listening for ' + profileWords(profiles) + ' at ' + rate + ' Hz');
  return listening;
}

function stopListening() {
  waterfall().detach();
  if (microphone) microphone.stop();
  microphone = null;
}

function setUpListen() {
  $('listen-start').addEventListener('click', () => listenFor($('listen-profile').value));
  $('listen-try').addEventListener('click', () => {
    stopListening();
    $('listen-profile').value = $('listen-try').dataset.profile;
    listenFor($('listen-profile').value);
  });
  $('listen-stop').addEventListener('click', () => {
    stopListening();
    $('listen-start').disabled = false;
    $('listen-stop').disabled = true;
    $('listen-hint').hidden = true;
    say('listen-status', 'stopped');
  });
}

// The hint: while the profile chosen hears no frame, the other profiles' receivers listen too;
// when one of them hears its greeting or a frame, the page names it (core's ProfileHint, the
// rule of `modem decode` and `air listen`). Counted from the chosen profile's last frame.
function hinter(choice) {
  let base = null;
  const since = (c) => ({
    greetings: c.greetings - base.greetings,
    others: c.others.map((o, i) => ({ profile: o.profile,
      greetings: o.greetings - base.others[i].greetings, frames: o.frames - base.others[i].frames })),
  });
  return {
    heard(listening) {
      base = listening.counts();
      $('listen-hint').hidden = true;
    },
    chunk(listening) {
      const now = listening.counts();
      if (base === null) base = { greetings: 0, others: now.others.map(() => ({ greetings: 0, frames: 0 })) };
      const d = since(now);
      const other = profileHint(d.greetings, d.others.map((o) => o.profile + ' ' + o.greetings
          + ' ' + o.frames).join(';'));
      if (other === '' || !$('listen-hint').hidden) return;
      $('listen-hint-text').textContent = 'Nothing heard for ' + label(choice) + ', but something'
          + ' like profile ' + label(other) + ' — try it.';
      $('listen-try').dataset.profile = other;
      $('listen-hint').hidden = false;
    },
  };
}

async function listenFor(choice) {
  const profiles = choice === 'all' ? PROFILES : [choice];
  const watched = PROFILES.filter((p) => !profiles.includes(p));
  const hint = hinter(choice);
  $('listen-hint').hidden = true;
  try {
    $('listen-start').disabled = true;
    $('listen-stop').disabled = false;
    await startListening(profiles, (h, listening) => { addHeard(h); hint.heard(listening); },
        'listen-status', watched, (listening) => hint.chunk(listening));
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
// A row is made only from a run: this device listened (run.samples > 0), the listening has
// stopped, and the row records how long it listened and the frames it heard (docs/web.md).
const tally = {};
let run = null; // { rate, samples, heard, listening: bool } once listening has started

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
  if (run) run.heard++;
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

// seconds listened, to 0.1 s (rounded down)
const listenedSeconds = () => (run ? Math.floor(run.samples * 10 / run.rate) / 10 : 0);

// the airtime of one profile's 16 frames, to 0.1 s rounded down (the import's rule)
function airtime(p) {
  const info = PROFILE_INFO.find((i) => i.profile === p);
  return Math.floor(FRAMES_PER_PROFILE * info.frame_samples * 10 / MODEM_RATE) / 10;
}

// the whole test as played: each profile's recording and a second of silence after it
let testSeconds = null;
function wholeTestSeconds() {
  if (testSeconds === null) {
    testSeconds = ROOM_TEST_PROFILES.reduce((s, p) => s + roomTestRecording(p, 8000).length / 8000
        + 1, 0);
  }
  return testSeconds;
}

// The profiles a row may hold: each needs the listener to have listened at least its frames'
// airtime; after a listening shorter than the whole test, only the profiles it heard something
// of (the others may not have been played while it listened).
function measuredProfiles() {
  const seconds = listenedSeconds();
  const whole = seconds >= wholeTestSeconds();
  return ROOM_TEST_PROFILES.filter((p) => seconds >= airtime(p)
      && (whole || tally[p].found.size + tally[p].wrong.length > 0));
}

function drawTally() {
  const body = $('rt-table').tBodies[0];
  body.textContent = '';
  for (const p of ROOM_TEST_PROFILES) {
    const r = rowOf(p);
    const tr = body.insertRow();
    const cells = !run ? [label(p), 'not measured yet', '', '', '']
      : [label(p), r.found + ' / ' + r.sent, r.lost,
        (100 * r.per).toFixed(1) + ' % [' + (100 * r.per_ci95[0]).toFixed(1) + ', '
          + (100 * r.per_ci95[1]).toFixed(1) + ']', r.wrong];
    for (const v of cells) tr.insertCell().textContent = String(v);
  }
}

// the download button: enabled only after a run has stopped; the form's status says why not
function drawDownload() {
  const ready = run && !run.listening && run.samples > 0;
  $('rt-download').disabled = !ready;
  if (!run) {
    say('rt-form-status', 'Nothing to download yet: listen for the test first (the result is'
        + ' what this device hears).');
  } else if (run.listening) {
    say('rt-form-status', 'Listening: stop when the player is done, then download the result.');
  } else if (!ready) {
    say('rt-form-status', 'This device heard no audio: listen for the test again.', true);
  } else {
    say('rt-form-status', 'Listened ' + listenedSeconds().toFixed(1) + ' s, heard ' + run.heard
        + ' frame(s): name the devices and download the result.');
  }
}

async function roomListen() {
  resetTally();
  try {
    $('rt-listen').disabled = true;
    $('rt-stop').disabled = false;
    run = { rate: 0, samples: 0, heard: 0, listening: true };
    drawTally();
    drawDownload();
    const listening = await startListening(ROOM_TEST_PROFILES, (h) => { addHeard(h); count(h); },
        'rt-listen-status', [], (l) => { run.samples = l.samples; });
    run.rate = listening.rate;
    roomListening = listening;
  } catch (err) {
    run = null;
    drawTally();
    drawDownload();
    $('rt-listen').disabled = false;
    $('rt-stop').disabled = true;
    say('rt-listen-status', 'cannot listen: ' + (err.message || err.name), true);
  }
}

let roomListening = null;

// the row of docs/web.md from the run, the tally and the form's words
function makeRow(f, profiles) {
  const distance = f.distance.value === '' ? null : Number(f.distance.value);
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return {
    schema: 'link1-room-test', schema_version: 2, sequence: 'room-test-1',
    date: now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate()),
    page: build.tree === 'clean' ? build.commit : 'unknown',
    player: f.player.value.trim(), listener: f.listener.value.trim(), distance_m: distance,
    room: f.room.value.trim(),
    capture_rate_hz: run.rate,
    listened_s: listenedSeconds(),
    heard: run.heard,
    user_agent: navigator.userAgent.slice(0, 300).replace(/[\u0000-\u001f\u007f]/g, ' '),
    profiles: profiles.map(rowOf),
  };
}

function setUpRoomTest() {
  resetTally();
  drawDownload();
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
    if (roomListening) {
      run.samples = roomListening.samples;
      roomListening.finish().forEach((h) => { addHeard(h); count(h); });
    }
    roomListening = null;
    stopListening();
    if (run) run.listening = false;
    $('rt-listen').disabled = false;
    $('rt-stop').disabled = true;
    say('rt-listen-status', 'stopped after ' + listenedSeconds().toFixed(1) + ' s');
    drawDownload();
  });
  $('rt-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const f = e.target.elements;
    if (!run || run.listening || run.samples === 0) {
      drawDownload();
      return;
    }
    if (!f.player.value.trim() || !f.listener.value.trim()) {
      say('rt-form-status', 'name the player and the listener devices first', true);
      return;
    }
    const profiles = measuredProfiles();
    if (profiles.length === 0) {
      say('rt-form-status', 'nothing measured: this device listened ' + listenedSeconds().toFixed(1)
          + ' s and heard nothing; listen for the whole test (about '
          + Math.ceil(wholeTestSeconds()) + ' s)', true);
      return;
    }
    const row = makeRow(f, profiles);
    $('rt-row').textContent = JSON.stringify(row, null, 2);
    const blob = new Blob([JSON.stringify(row, null, 2) + '\n'], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'link1-room-test-' + row.date + '.json';
    a.click();
    const left = ROOM_TEST_PROFILES.filter((p) => !profiles.includes(p));
    say('rt-form-status', 'saved ' + a.download + ': add it with ./link1 bench E3 --import '
        + a.download + (left.length === 0 ? ''
          : ' (without ' + labels(left) + ': listened ' + listenedSeconds().toFixed(1)
            + ' s of the test\'s ' + Math.ceil(wholeTestSeconds()) + ' s and heard none of them)'));
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
    out.textContent = JSON.stringify({ error: 'bench= must be one of the room test\'s profiles ('
        + ROOM_TEST_PROFILES.join(', ') + ') and runs= in 1..50: ' + profile + ', ' + runsText });
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
  $('listen-profile').add(new Option('every profile (' + labels(PROFILES) + ')', 'all'));
  for (const select of [$('send-profile'), $('listen-profile'), $('msg-profile')]) {
    for (const p of PROFILES) select.add(new Option(label(p), p));
  }
  const helpProfiles = () => 'Pick the same profile on both devices. ' + PROFILE_INFO.map((i) =>
    label(i.profile) + ': ' + (i.frame_samples / MODEM_RATE).toFixed(1) + ' s a frame'
        + (PROFILE_WORDS[i.profile] ? ', ' + PROFILE_WORDS[i.profile] : '')).join('; ') + '.';
  for (const p of document.querySelectorAll('.profile-help')) p.textContent = helpProfiles();
  for (const tab of document.querySelectorAll('.tab')) {
    tab.addEventListener('click', () => showTab(tab.dataset.tab));
  }
  setUpSend();
  setUpListen();
  setUpRoomTest();
  setUpMessage();
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
      say('listen-status', 'listen= must be ' + PROFILES.join(', ') + ' or all: ' + choice, true);
      return;
    }
    $('listen-profile').value = choice;
    await listenFor(choice);
  } else {
    showTab(params.get('tab') || 'send');
  }
}

start();
