// Opens the page in the system Chromium (puppeteer-core, no browser download) and prints what
// it shows as one JSON line: the frames in #heard and the status lines. Usage:
//   node page.js CHROMIUM URL WAIT_FOR_FRAMES TIMEOUT_MS [FAKE_MIC_WAV]
// With FAKE_MIC_WAV, Chromium's fake microphone plays that file (looped) to getUserMedia.
// (steps.js drives the page through clicks and typing: the room test, the widths.)
const puppeteer = require('puppeteer-core');

async function main() {
  const [chromium, url, want, timeout, mic] = process.argv.slice(2);
  const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--autoplay-policy=no-user-gesture-required', '--use-fake-ui-for-media-stream'];
  if (mic) args.push('--use-fake-device-for-media-stream', '--use-file-for-fake-audio-capture=' + mic);
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args });
  const errors = [];
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => errors.push(String(e.message || e)));
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + Number(timeout);
    let state;
    for (;;) {
      state = await page.evaluate(() => ({
        heard: [...document.querySelectorAll('#heard li.heard')]
          .map((li) => ({ frame: li.dataset.frame, profile: li.dataset.profile, text: li.textContent })),
        listen: document.getElementById('listen-status').textContent,
        decoded: document.body.dataset.decoded || '',
        build: document.getElementById('build').textContent,
      }));
      // a ?decode= page is done when it says so; a listening page when it has heard enough
      const enough = url.includes('decode=') ? state.decoded !== ''
        : state.heard.length >= Number(want);
      if (enough || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    state.errors = errors;
    console.log(JSON.stringify(state));
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error(String(e && e.stack || e)); process.exit(1); });
