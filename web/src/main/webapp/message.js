'use strict';
// The Message panel: a sentence or a small file sent one way as a LINK-1 message (link1.js's
// encodeMessage, the facade's Link1.encodeMessage), played or saved as a WAV; and a listener
// (messageListener*, the facade's MessageReceiver) that shows, for each message in progress, what
// the receiver says it holds and lacks (never a guess), and each message delivered.
// Test contract (docs/web.md): each message delivered is appended to #msg-arrived as
// <li class="message" data-sender data-message-id data-bytes data-check>, its text in
// .message-text or its bytes behind the link a.message-file; each message in progress is an
// <li class="progress" data-key="S/M" data-held data-lacking data-exact> of #msg-progress;
// #msg-listen-status's data-listened-s is the audio the listener took, seconds to 0.1.
// Two ways (the switch #msg-two-ways): twoway.js.
// Uses app.js's helpers ($, say, label, play, Microphone); loaded before it, called from its start.
const MESSAGE_MAX_BYTES = 4096;
const MESSAGE_WAV_RATE = 48000;
const MESSAGE_PARITY_PERCENT = 25;
const messageSend = { file: null }; // the file chosen: { name, bytes } once read
let messageListening = null; // { handle, rate, samples, microphone, shown }

function messageBytes() {
  return messageSend.file ? messageSend.file.bytes : new TextEncoder().encode($('msg-text').value);
}

// what to send, or null with the reason said in #msg-send-status
function messageToSend() {
  const bytes = messageBytes();
  const what = messageSend.file ? 'the file ' + messageSend.file.name : 'the text';
  if (bytes.length === 0) {
    say('msg-send-status', 'nothing to send: type a sentence or choose a file', true);
    return null;
  }
  if (bytes.length > MESSAGE_MAX_BYTES) {
    say('msg-send-status', what + ' is ' + bytes.length + ' bytes: the page sends at most '
        + MESSAGE_MAX_BYTES + ' (4 KiB)', true);
    return null;
  }
  const m = { bytes, profile: $('msg-profile').value };
  for (const [key, id, max, min] of [['sender', 'msg-sender', 255, 0], ['id', 'msg-id', 255, 0],
    ['rounds', 'msg-rounds', 16, 1]]) {
    const v = Number($(id).value);
    if ($(id).value.trim() === '' || !Number.isInteger(v) || v < min || v > max) {
      say('msg-send-status', $(id).labels[0].firstChild.textContent.trim() + ' must be a whole'
          + ' number in ' + min + '–' + max + ': ' + $(id).value, true);
      return null;
    }
    m[key] = v;
  }
  return m;
}

function encodeMessageAt(m, rate) {
  return encodeMessage(new Int8Array(m.bytes.buffer, m.bytes.byteOffset, m.bytes.length),
      m.profile, rate, m.sender, m.id, MESSAGE_PARITY_PERCENT, m.rounds);
}

// consecutive messages differ: a listener takes frames of a message it delivered lately as repeats
function nextMessageId() {
  $('msg-id').value = String((Number($('msg-id').value) + 1) % 256);
}

const messageWords = (m) => m.bytes.length + ' bytes as sender ' + m.sender + ', message '
    + m.id + ' with ' + label(m.profile);

function sendMessage() {
  if ($('msg-two-ways').checked) {
    sendTwoWay();
    return;
  }
  const m = messageToSend();
  if (!m) return;
  try {
    const p = play((rate) => encodeMessageAt(m, rate),
        () => say('msg-send-status', 'played ' + messageWords(m)));
    say('msg-send-status', 'playing ' + messageWords(m) + ': ' + p.seconds.toFixed(1) + ' s at '
        + p.rate + ' Hz');
    nextMessageId();
  } catch (err) {
    say('msg-send-status', err.message, true);
  }
}

function saveMessage() {
  const m = messageToSend();
  if (!m) return;
  try {
    const pcm = encodeMessageAt(m, MESSAGE_WAV_RATE);
    const link = $('msg-wav');
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([Wav.write(pcm, MESSAGE_WAV_RATE)],
        { type: 'audio/wav' }));
    link.download = 'message-' + m.sender + '-' + m.id + '-' + m.profile + '.wav';
    const seconds = (pcm.length / MESSAGE_WAV_RATE).toFixed(1);
    link.textContent = link.download + ' (' + seconds + ' s at ' + MESSAGE_WAV_RATE + ' Hz)';
    link.hidden = false;
    link.click();
    say('msg-send-status', 'saved ' + messageWords(m) + ' as ' + link.download + ', ' + seconds
        + ' s at ' + MESSAGE_WAV_RATE + ' Hz');
    nextMessageId();
  } catch (err) {
    say('msg-send-status', err.message, true);
  }
}

async function chooseMessageFile() {
  const input = $('msg-file');
  const f = input.files[0];
  messageSend.file = null;
  $('msg-file-clear').hidden = true;
  if (!f) return;
  if (f.size === 0 || f.size > MESSAGE_MAX_BYTES) {
    input.value = '';
    say('msg-send-status', f.name + ' is ' + f.size + ' bytes: the page sends a file of 1 to '
        + MESSAGE_MAX_BYTES + ' bytes (4 KiB); ./link1 air send --file sends up to 64 KiB', true);
    return;
  }
  messageSend.file = { name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) };
  $('msg-file-clear').hidden = false;
  say('msg-send-status', 'Send and Save take the file ' + f.name + ' (' + f.size
      + ' bytes), not the text');
}

function drawMessageSize() {
  const n = new TextEncoder().encode($('msg-text').value).length;
  say('msg-size', n + ' bytes (UTF-8) of at most ' + MESSAGE_MAX_BYTES, n > MESSAGE_MAX_BYTES);
}

// --- listening ------------------------------------------------------------------------------
// "block 0: 2 more", "block 1: none held yet", and the blocks not heard of yet
function lackWords(l) {
  const parts = l.lacking.map((c, b) => 'block ' + b + ': ' + (c < 0 ? 'no frame held yet'
      : c === 0 ? 'complete' : c + ' more (of ' + (l.held[b] + c) + ')'));
  if (!l.end_known) parts.push('and any block after these, not heard of yet');
  return parts.join('; ');
}

function progressItem(l) {
  const li = document.createElement('li');
  li.className = 'progress';
  li.dataset.key = l.sender + '/' + l.message_id;
  li.dataset.held = l.frames_held;
  li.dataset.lacking = l.frames_lacking_at_least;
  li.dataset.exact = l.exact;
  const needed = l.frames_held + l.frames_lacking_at_least;
  const head = document.createElement('span');
  head.textContent = 'from sender ' + l.sender + ', message ' + l.message_id + ': '
      + l.frames_held + (l.exact ? ' of ' + needed + ' frames needed'
        : ' frames held, at least ' + l.frames_lacking_at_least + ' more needed');
  const bar = document.createElement('progress');
  bar.max = Math.max(1, needed);
  bar.value = l.frames_held;
  bar.setAttribute('aria-label', head.textContent);
  const lacking = document.createElement('span');
  lacking.className = 'help';
  lacking.textContent = 'still missing: ' + lackWords(l);
  li.append(head, bar, lacking);
  return li;
}

function drawProgress(progress) {
  const list = $('msg-progress');
  list.textContent = '';
  if (progress.length === 0) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = 'nothing in progress';
    list.append(li);
  }
  for (const l of progress) list.append(progressItem(l));
}

function drawCounts(state) {
  const c = state.counts;
  const given = state.given_up.map((l) => l.sender + '/' + l.message_id + ' (held '
      + l.frames_held + ', lacking at least ' + l.frames_lacking_at_least + ')');
  say('msg-counts', 'messages delivered ' + c.delivered + ', given up ' + c.given_up
      + (given.length ? ' [' + given.join(', ') + ']' : '') + ', dropped for a conflicting frame '
      + c.conflict + ', failed their check ' + c.check_failed + ', evicted ' + c.evicted
      + '; frames held ' + c.held + ', repeats ' + c.duplicate + ', of messages delivered '
      + c.after_delivery + ', malformed ' + c.malformed + ', wrong length ' + c.bad_length
      + ', CRC ' + c.crc + ', postcards ' + c.not_message + ', answers ' + c.control);
}

// the bytes as text when they are UTF-8 with no control character but tab and line breaks
function messageText(bytes) {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? null : text;
  } catch (err) {
    return null;
  }
}

function showArrived(m, rate) {
  const bytes = new Uint8Array(m.bytes.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(m.bytes.substr(2 * i, 2), 16);
  const text = messageText(bytes);
  const li = document.createElement('li');
  li.className = 'message';
  li.dataset.sender = m.sender;
  li.dataset.messageId = m.message_id;
  li.dataset.bytes = bytes.length;
  li.dataset.check = m.check;
  const head = document.createElement('span');
  head.textContent = 'from sender ' + m.sender + ', message ' + m.message_id + ': '
      + bytes.length + ' bytes' + (text === null ? '' : ' of text') + (m.start === undefined
        ? ', whole: this page answers DONE' : ', heard from ' + (m.start / rate).toFixed(1) + ' s to '
          + (m.end / rate).toFixed(1) + ' s');
  let body;
  if (text !== null) {
    body = document.createElement('p');
    body.className = 'message-text';
    body.textContent = text;
  } else {
    body = document.createElement('a');
    body.className = 'message-file';
    body.href = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
    body.download = 'message-' + m.sender + '-' + m.message_id + '.bin';
    body.textContent = 'download ' + body.download + ' (' + bytes.length + ' bytes, not text)';
  }
  li.append(head, body);
  $('msg-arrived').append(li);
}

function drawMessageState(l) {
  const state = JSON.parse(messageListenerState(l.handle));
  const shown = JSON.stringify(state.progress);
  if (shown !== l.shown) {
    drawProgress(state.progress);
    l.shown = shown;
  }
  drawCounts(state);
}

function drawListened(l, db) {
  const seconds = Math.floor(l.samples * 10 / l.rate) / 10;
  $('msg-listen-status').dataset.listenedS = seconds.toFixed(1);
  say('msg-listen-status', 'listening for ' + label(l.profile) + ' messages at ' + l.rate + ' Hz: '
      + seconds.toFixed(1) + ' s' + (db === undefined ? '' : ', level ' + db.toFixed(1) + ' dBFS'));
}

async function listenForMessages() {
  if ($('msg-two-ways').checked) {
    listenTwoWay();
    return;
  }
  const profile = $('msg-profile').value;
  const mic = new Microphone();
  let l = null;
  $('msg-listen').disabled = true;
  $('msg-stop').disabled = false;
  try {
    const rate = await mic.start((pcm, db) => {
      if (!l) return;
      for (const m of JSON.parse(messageListenerFeed(l.handle, pcm))) showArrived(m, l.rate);
      l.samples += pcm.length;
      drawMessageState(l);
      drawListened(l, db);
    });
    l = { handle: messageListenerOpen(profile, rate), rate, samples: 0, profile, microphone: mic,
      shown: '' };
    messageListening = l;
    drawMessageState(l);
    drawListened(l);
  } catch (err) {
    mic.stop();
    $('msg-listen').disabled = false;
    $('msg-stop').disabled = true;
    say('msg-listen-status', 'cannot listen: ' + (err.message || err.name), true);
  }
}

function stopMessages() {
  if (twoWay.listening) {
    stopListeningTwoWay();
    return;
  }
  const l = messageListening;
  messageListening = null;
  $('msg-listen').disabled = false;
  $('msg-stop').disabled = true;
  if (!l) return;
  l.microphone.stop();
  for (const m of JSON.parse(messageListenerFinish(l.handle))) showArrived(m, l.rate);
  drawMessageState(l);
  messageListenerClose(l.handle);
  say('msg-listen-status', 'stopped after ' + (Math.floor(l.samples * 10 / l.rate) / 10).toFixed(1)
      + ' s');
}

function setUpMessage() {
  const ids = crypto.getRandomValues(new Uint8Array(2));
  $('msg-sender').value = String(ids[0]);
  $('msg-id').value = String(ids[1]);
  $('msg-profile').value = 'f';
  drawMessageSize();
  $('msg-text').addEventListener('input', drawMessageSize);
  $('msg-file').addEventListener('change', chooseMessageFile);
  $('msg-file-clear').addEventListener('click', () => {
    $('msg-file').value = '';
    messageSend.file = null;
    $('msg-file-clear').hidden = true;
    say('msg-send-status', 'Send and Save take the text');
  });
  $('msg-send').addEventListener('click', sendMessage);
  $('msg-save').addEventListener('click', saveMessage);
  $('msg-listen').addEventListener('click', listenForMessages);
  $('msg-stop').addEventListener('click', stopMessages);
  setUpTwoWay();
}
