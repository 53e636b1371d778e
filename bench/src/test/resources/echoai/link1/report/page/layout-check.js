// The report's layout check, run by ReportLayout in headless Chromium at one window width.
// Every <details> is opened first, so folded tables are checked too. What it finds goes into
// a pre element with id layout-check, as a JSON list of one-line problems (empty: none):
//  - the page scrolls sideways;
//  - a table is wider than its column (the content box of its section), so it is clipped or
//    scrolls inside its frame;
//  - two labels of one chart overlap, or a label lies over a series' line;
//  - two tiles, menu entries or badges side by side overlap.
(function () {
  const problems = [];
  const tol = 1;
  document.querySelectorAll('details').forEach(d => { d.open = true; });
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + tol) {
    problems.push('the page scrolls sideways: ' + doc.scrollWidth + ' px wide in a '
        + doc.clientWidth + ' px window');
  }
  const name = el => {
    const sec = el.closest('section');
    const head = el.closest('details') ? el.closest('details').querySelector('summary') : null;
    const th = el.querySelector ? el.querySelector('th') : null;
    return (sec ? '#' + sec.id : 'page') + (head ? ' / ' + head.textContent.trim().slice(0, 50) : '')
        + (th ? ' / table starting "' + th.textContent.trim().slice(0, 30) + '"' : '');
  };
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > tol
      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tol;
  for (const t of document.querySelectorAll('table')) {
    const col = t.closest('section') || document.body;
    const c = col.getBoundingClientRect();
    const s = getComputedStyle(col);
    const left = c.left + parseFloat(s.paddingLeft);
    const right = c.right - parseFloat(s.paddingRight);
    const r = t.getBoundingClientRect();
    if (r.width > 0 && (r.right > right + tol || r.left < left - tol)) {
      problems.push('a table overflows its column by ' + Math.round(r.right - right) + ' px: '
          + name(t));
    }
  }
  for (const svg of document.querySelectorAll('svg')) {
    const title = svg.getAttribute('aria-label') || '(chart)';
    const texts = [...svg.querySelectorAll('text')].map(t => ({ t, r: t.getBoundingClientRect() }))
        .filter(x => x.r.width > 0 && x.t.textContent.trim() !== '');
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        if (overlap(texts[i].r, texts[j].r)) {
          problems.push('labels overlap in "' + title + '": "' + texts[i].t.textContent + '" and "'
              + texts[j].t.textContent + '"');
        }
      }
    }
    for (const line of svg.querySelectorAll('path.line')) {
      const len = line.getTotalLength();
      const m = line.getScreenCTM();
      if (!m || len === 0) {
        continue;
      }
      const hit = new Set();
      for (let at = 0; at <= len; at += 1.5) {
        const p = line.getPointAtLength(at);
        const x = m.a * p.x + m.c * p.y + m.e;
        const y = m.b * p.x + m.d * p.y + m.f;
        for (const { t, r } of texts) {
          if (x > r.left + tol && x < r.right - tol && y > r.top + tol && y < r.bottom - tol) {
            hit.add(t);
          }
        }
      }
      hit.forEach(t => problems.push('a label lies over a line in "' + title + '": "'
          + t.textContent + '"'));
    }
  }
  for (const group of document.querySelectorAll('nav, .stats, .tiles, td, .kvs')) {
    const kids = [...group.children].map(e => ({ e, r: e.getBoundingClientRect() }))
        .filter(x => x.r.width > 0);
    for (let i = 0; i < kids.length; i++) {
      for (let j = i + 1; j < kids.length; j++) {
        if (overlap(kids[i].r, kids[j].r)) {
          problems.push('labels overlap in ' + name(group) + ': "'
              + kids[i].e.textContent.trim().slice(0, 30) + '" and "'
              + kids[j].e.textContent.trim().slice(0, 30) + '"');
        }
      }
    }
  }
  // Run in a frame of the width under test, the answer goes to the page holding the frame.
  const target = window.parent !== window ? window.parent.document : document;
  const pre = target.createElement('pre');
  pre.id = 'layout-check';
  pre.setAttribute('data-width', String(window.innerWidth));
  pre.textContent = JSON.stringify(problems);
  target.body.appendChild(pre);
})();
