// Opens the page in the system Chromium (puppeteer-core) at a given viewport width, runs a list
// of steps and prints what they read as one JSON line. Usage:
//   node steps.js CHROMIUM URL WIDTH TIMEOUT_MS STEPS_JSON [FAKE_MIC_WAV]
// STEPS_JSON is an array of steps, each one of
//   {"click": SELECTOR}          click an element
//   {"type": [SELECTOR, TEXT]}   type into an input
//   {"wait": EXPRESSION}         wait until the page's JavaScript expression is truthy (polled
//                                every 250 ms, up to TIMEOUT_MS: a DOM condition, never a sleep)
//   {"get": EXPRESSION}          evaluate it in the page and keep its value
//   {"upload": [SELECTOR, PATH]} choose a file in a file input
//   {"download": [SELECTOR, DIR]} click an element that downloads a file, save it into DIR and
//                                wait until it is complete; keeps the file's name
// Output: {"results": [each get's value], "errors": [page errors], "failed": ["STATUS URL" of
// each response >= 400]}; a step that fails prints {"failure": ..., "results": ...} and exits 1.
// With FAKE_MIC_WAV, Chromium's fake microphone plays that file (looped) to getUserMedia.
const puppeteer = require('puppeteer-core');

async function main() {
  const [chromium, url, width, timeout, stepsJson, mic] = process.argv.slice(2);
  const steps = JSON.parse(stepsJson);
  const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--autoplay-policy=no-user-gesture-required', '--use-fake-ui-for-media-stream'];
  if (mic) args.push('--use-fake-device-for-media-stream', '--use-file-for-fake-audio-capture=' + mic);
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args,
    defaultViewport: { width: Number(width), height: 800 } });
  const out = { results: [], errors: [], failed: [] };
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => out.errors.push(String(e.message || e)));
    page.on('response', (r) => { if (r.status() >= 400) out.failed.push(r.status() + ' ' + r.url()); });
    await page.goto(url, { waitUntil: 'load' });
    for (const step of steps) {
      try {
        if (step.click) await page.click(step.click);
        else if (step.type) await page.type(step.type[0], step.type[1]);
        else if (step.upload) await (await page.$(step.upload[0])).uploadFile(step.upload[1]);
        else if (step.download) out.results.push(await download(browser, page, step.download, timeout));
        else if (step.wait) {
          await page.waitForFunction(step.wait, { polling: 250, timeout: Number(timeout) });
        } else if ('get' in step) out.results.push(await page.evaluate(step.get));
        else throw new Error('unknown step');
      } catch (e) {
        out.failure = JSON.stringify(step) + ': ' + String(e && e.message || e);
        console.log(JSON.stringify(out));
        process.exitCode = 1;
        return;
      }
    }
    console.log(JSON.stringify(out));
  } finally {
    await browser.close();
  }
}

// Chromium's own download into DIR (the DevTools protocol's Browser.setDownloadBehavior)
async function download(browser, page, [selector, dir], timeout) {
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir,
    eventsEnabled: true });
  let name = null;
  cdp.on('Browser.downloadWillBegin', (e) => { name = e.suggestedFilename; });
  const done = new Promise((resolve, reject) => {
    cdp.on('Browser.downloadProgress', (e) => {
      if (e.state === 'completed') resolve();
      else if (e.state === 'canceled') reject(new Error('the download was canceled'));
    });
    setTimeout(() => reject(new Error('no download within ' + timeout + ' ms')), Number(timeout));
  });
  await page.click(selector);
  await done;
  return name;
}

main().catch((e) => { console.error(String(e && e.stack || e)); process.exit(1); });
