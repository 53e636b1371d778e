'use strict';
// The Message panel's two-way mode (docs/spec/MESSAGE.md §6; the switch #msg-two-ways): Send
// opens a sending station (link1.js's stationSendOpen, the library's MessageStation with an
// ArqSender) that plays round 0, listens between rounds and plays a repair round for each NEED,
// until the listener says DONE or it gives up; Listen opens a receiving station
// (stationReceiveOpen, with an ArqReceiver) that answers NEED and DONE through the loudspeaker.
// A station's only clock is the microphone's samples: each block goes to stationHear, and the
// frame it hands back is played at once. One way (message.js) stays the default.
// Test contract (docs/web.md): the sending page's #msg-twoway-status has data-state
// (sending|waiting|delivered|gave_up), data-rounds (round 0 counted), data-frames-sent and, once
// it ended, data-end (delivered|gave_up); the listening page's #msg-answers has data-need and
// data-done, the NEED and DONE frames it played, and #msg-answer-log an
// <li class="answer" data-kind="need|done"> for each (a NEED's data-lacking: the frames the
// messages in progress lacked when it went out, at least); progress and arrived as one way.
// Uses app.js's and message.js's helpers; air.js's simulatedAir() for ?air=sim.
const twoWay = { sending: null, listening: null, air: undefined };

// a station's microphone, loudspeaker and back-off seed: the device's, or the simulated air's
function twoWayDevice(role) {
  if (twoWay.air === undefined) twoWay.air = simulatedAir();
  if (twoWay.air) return twoWay.air.device(role === 'sending' ? 1 : 2);
  const microphone = new Microphone();
  return {
    microphone,
    speak: (pcm, rate) => playOn(microphone.context, pcm, rate),
    seed: crypto.getRandomValues(new Int32Array(1))[0],
  };
}

// plays 16-bit samples at their own rate (the browser converts to the device's) on the
// microphone's context: started by the click that opened it, so no autoplay rule holds back an
// answer that comes long after
function playOn(context, pcm, rate) {
  const buffer = context.createBuffer(1, pcm.length, rate);
  buffer.copyToChannel(toFloats(pcm), 0);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  source.start();
}

// one station on one device: every block heard goes to the station, its frames to the speaker
class TwoWayStation {
  constructor(role, open, draw) {
    this.role = role;
    this.open = open;
    this.draw = draw;
    this.device = twoWayDevice(role);
    this.handle = null;
    this.samples = 0;
    this.state = null;
  }

  async start() {
    const rate = await this.device.microphone.start((pcm) => this.hear(pcm));
    this.rate = rate;
    this.handle = this.open(rate, this.device.seed);
    this.state = JSON.parse(stationState(this.handle));
    this.draw(this);
  }

  hear(pcm) {
    if (this.handle === null) return;
    const sound = stationHear(this.handle, pcm);
    if (sound.length > 0) this.device.speak(sound, this.rate);
    this.samples += pcm.length;
    this.state = JSON.parse(stationState(this.handle));
    this.draw(this);
  }

  stop() {
    if (this.handle === null) return;
    this.device.microphone.stop();
    stationClose(this.handle);
    this.handle = null;
  }
}

const stationSeconds = (s) => (Math.floor(s.samples * 10 / s.rate) / 10).toFixed(1);

function roundWords(n) {
  return n + (n === 1 ? ' round (round 0 only)' : ' rounds (round 0 and ' + (n - 1) + ' repair'
      + (n === 2 ? '' : 's') + ')');
}

function missingWords(missing) {
  return missing.map((c, b) => 'block ' + b + ': ' + (c < 0 ? 'no frame held' : c + ' more'))
      .join('; ');
}

function drawSending(station, m) {
  const s = station.state;
  const el = $('msg-twoway-status');
  el.dataset.state = s.state;
  el.dataset.rounds = s.rounds;
  el.dataset.framesSent = s.frames_sent;
  const what = messageWords(m);
  if (s.outcome) {
    el.dataset.end = s.outcome.end;
    station.stop();
    $('msg-send').disabled = false;
    $('msg-send-stop').hidden = true;
    if (s.outcome.end === 'delivered') {
      say('msg-twoway-status', 'delivered ' + what + ': the listener said DONE after '
          + roundWords(s.outcome.rounds) + ', ' + s.outcome.frames_sent + ' frames played');
    } else {
      say('msg-twoway-status', 'gave up on ' + what + (s.outcome.reason === 'no_answer'
        ? ': no answer came' : ': the listener still lacked frames') + ' after '
          + roundWords(s.outcome.rounds) + ', ' + s.outcome.frames_sent + ' frames played'
          + (s.outcome.missing.length ? '; its last NEED lacked ' + missingWords(s.outcome.missing)
            : ''), true);
    }
    return;
  }
  const doing = s.state === 'waiting' ? 'waiting for the listener\'s answer'
    : s.rounds === 1 ? 'playing round 0' : 'playing repair round ' + (s.rounds - 1);
  say('msg-twoway-status', 'two ways, ' + what + ': ' + doing + '; ' + roundWords(s.rounds)
      + ', ' + s.frames_sent + ' frames played, ' + stationSeconds(station) + ' s listened');
}

function sendTwoWay() {
  const m = messageToSend();
  if (!m) return;
  const payload = new Int8Array(m.bytes.buffer, m.bytes.byteOffset, m.bytes.length);
  const station = new TwoWayStation('sending', (rate, seed) => stationSendOpen(payload, m.profile,
      rate, m.sender, m.id, seed), (s) => drawSending(s, m));
  const el = $('msg-twoway-status');
  for (const key of ['state', 'rounds', 'framesSent', 'end']) delete el.dataset[key];
  twoWay.sending = station;
  $('msg-send').disabled = true;
  $('msg-send-stop').hidden = false;
  say('msg-send-status', 'two ways: ' + messageWords(m) + '; the listening page answers');
  nextMessageId();
  station.start().catch((err) => {
    station.stop();
    $('msg-send').disabled = false;
    $('msg-send-stop').hidden = true;
    say('msg-twoway-status', 'cannot listen between rounds: ' + (err.message || err.name), true);
  });
}

function stopSendingTwoWay() {
  const station = twoWay.sending;
  if (station && station.handle !== null) {
    station.stop();
    say('msg-twoway-status', 'stopped after ' + roundWords(station.state.rounds) + ', '
        + station.state.frames_sent + ' frames played');
  }
  $('msg-send').disabled = false;
  $('msg-send-stop').hidden = true;
}

// each answer the station played, with what it lacked when it asked
function logAnswers(station, s) {
  const log = $('msg-answer-log');
  for (; station.needs < s.sent.need; station.needs++) {
    const li = document.createElement('li');
    li.className = 'answer';
    li.dataset.kind = 'need';
    li.dataset.lacking = s.progress.reduce((n, l) => n + l.frames_lacking_at_least, 0);
    li.textContent = 'NEED after ' + stationSeconds(station) + ' s: ' + (s.progress.length === 0
      ? 'nothing held' : s.progress.map((l) => 'from sender ' + l.sender + ', message '
        + l.message_id + ', still missing ' + lackWords(l)).join('; '));
    log.append(li);
  }
  for (; station.dones < s.sent.done; station.dones++) {
    const li = document.createElement('li');
    li.className = 'answer';
    li.dataset.kind = 'done';
    li.textContent = 'DONE after ' + stationSeconds(station) + ' s: the message is whole';
    log.append(li);
  }
}

function drawListening(station) {
  const s = station.state;
  const answers = $('msg-answers');
  answers.dataset.need = s.sent.need;
  answers.dataset.done = s.sent.done;
  say('msg-answers', 'answered through the loudspeaker: NEED ' + s.sent.need + ', DONE '
      + s.sent.done);
  logAnswers(station, s);
  for (const m of s.delivered.slice(station.shown)) showArrived(m, station.rate);
  station.shown = s.delivered.length;
  const progress = JSON.stringify(s.progress);
  if (progress !== station.progress) {
    drawProgress(s.progress);
    station.progress = progress;
  }
  drawCounts(s);
  $('msg-listen-status').dataset.listenedS = stationSeconds(station);
  say('msg-listen-status', 'two ways: listening for ' + label(station.profile)
      + ' messages and answering at ' + station.rate + ' Hz: ' + stationSeconds(station) + ' s');
}

function listenTwoWay() {
  const profile = $('msg-profile').value;
  const receiver = Number($('msg-sender').value);
  if (!Number.isInteger(receiver) || receiver < 0 || receiver > 255) {
    say('msg-listen-status', 'Sender (this device\'s id, which answers) must be a whole number'
        + ' in 0–255: ' + $('msg-sender').value, true);
    return;
  }
  const station = new TwoWayStation('listening', (rate, seed) => stationReceiveOpen(profile,
      rate, receiver, seed), drawListening);
  Object.assign(station, { profile, shown: 0, progress: '', needs: 0, dones: 0 });
  twoWay.listening = station;
  $('msg-listen').disabled = true;
  $('msg-stop').disabled = false;
  station.start().catch((err) => {
    station.stop();
    $('msg-listen').disabled = false;
    $('msg-stop').disabled = true;
    say('msg-listen-status', 'cannot listen: ' + (err.message || err.name), true);
  });
}

function stopListeningTwoWay() {
  const station = twoWay.listening;
  twoWay.listening = null;
  $('msg-listen').disabled = false;
  $('msg-stop').disabled = true;
  if (!station || station.handle === null) return;
  station.stop();
  say('msg-listen-status', 'stopped after ' + stationSeconds(station) + ' s');
}

function drawTwoWayMode() {
  const on = $('msg-two-ways').checked;
  $('msg-save').disabled = on;
  $('msg-rounds').disabled = on;
  $('msg-answers').hidden = !on;
  $('msg-answer-log').hidden = !on;
  $('msg-twoway-status').hidden = !on;
}

function setUpTwoWay() {
  $('msg-two-ways').addEventListener('change', drawTwoWayMode);
  $('msg-send-stop').addEventListener('click', stopSendingTwoWay);
  drawTwoWayMode();
}
