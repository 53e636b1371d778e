// Opens the page's speed benchmark (?bench=PROFILE&runs=N) in the system Chromium, headless
// (puppeteer-core, no browser download, no microphone), and prints the JSON object the page
// writes into #bench as one line. Usage:
//   node bench.js CHROMIUM URL [TIMEOUT_MS]
// Exit 1 with one line on stderr when the page writes no result within TIMEOUT_MS (default
// 600000), when it reports an error, or when the page throws.
const puppeteer = require('puppeteer-core');

async function main() {
  const [chromium, url, timeoutText] = process.argv.slice(2);
  if (!chromium || !url) throw new Error('usage: node bench.js CHROMIUM URL [TIMEOUT_MS]');
  const timeout = timeoutText === undefined ? 600000 : Number(timeoutText);
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const errors = [];
  // a page stuck inside a run answers no poll: a hard stop as well
  const stuck = setTimeout(() => {
    console.error('bench.js: no #bench result within ' + timeout + ' ms from ' + url);
    browser.process()?.kill('SIGKILL');
    process.exit(1);
  }, timeout + 10000);
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => errors.push(String(e.message || e)));
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + timeout;
    let text = '';
    for (;;) {
      text = await page.$eval('#bench', (el) => el.textContent);
      if (text || errors.length || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (errors.length) throw new Error('the page threw: ' + errors[0]);
    if (!text) throw new Error('no #bench result within ' + timeout + ' ms from ' + url);
    const result = JSON.parse(text);
    if (result.error) throw new Error('the page says: ' + result.error);
    console.log(JSON.stringify(result));
  } finally {
    clearTimeout(stuck);
    await browser.close();
  }
}

main().catch((e) => {
  console.error('bench.js: ' + String(e && e.message || e).split('\n')[0]);
  process.exit(1);
});
