// The browser every browser test drives: Debian's headless Chromium, launched one way. Every page it opens reads
// its own visible text as a person would: a `null`, `undefined`, `NaN` or `[object …]` that a script wrote
// where words belong (outside code, pre and text fields) is reported, and closing the page, its context or the
// browser then fails with what was seen and where. A test that walks a view thus fails on such a word in any
// state it brings the view to, not only in the elements it asserts.
import { chromium } from "playwright-core";

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

// Runs in every page before its own scripts: watches the document and reports each unreadable word once
// ([object …] is any object written as text: an array of elements handed to replaceChildren, say).
function watchText() {
  const WORD = /(^|[^\w$])(null|undefined|NaN)(?![\w$])|\[object [A-Za-z]+\]/;
  const EXEMPT = "code, pre, textarea, script, style, noscript, template";
  const reported = new Set();
  const scan = () => {
    if (!document.body) return;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue;
      if (!text || !WORD.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest(EXEMPT)) continue;
      if (typeof parent.checkVisibility === "function" && !parent.checkVisibility()) continue;
      const where = `${location.pathname}${location.hash} <${parent.tagName.toLowerCase()}`
        + `${parent.id ? `#${parent.id}` : ""}>`;
      const key = `${where}: ${text}`;
      if (reported.has(key)) continue;
      reported.add(key);
      window.__unreadableText?.(where, text.trim().slice(0, 200));
    }
  };
  let queued = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; scan(); });
  };
  const start = () => {
    new MutationObserver(queue).observe(document.documentElement,
      { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["hidden", "class", "style"] });
    scan();
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
}

// Adds the watcher to a context; what it finds is kept in `seen`.
async function watch(context, seen) {
  await context.exposeBinding("__unreadableText", (_source, where, text) => { seen.push(`${where}: “${text}”`); });
  await context.addInitScript(watchText);
}

function check(seen) {
  if (seen.length) {
    const found = seen.splice(0);
    throw new Error(`A page showed words no person should read:\n  ${found.join("\n  ")}`);
  }
}

// The browser, with every context and page it makes watched. Options are playwright-core's launch options.
export async function launch(options = {}) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ARGS, ...options });
  const seen = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await watch(context, seen);
    const closeContext = context.close.bind(context);
    context.close = async (...args) => { await closeContext(...args); check(seen); };
    return context;
  };
  browser.newPage = async (pageOptions) => {
    const context = await browser.newContext(pageOptions);
    const page = await context.newPage();
    const closePage = page.close.bind(page);
    page.close = async (...args) => { await closePage(...args); await context.close(); };
    return page;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = async (...args) => { await closeBrowser(...args); check(seen); };
  browser.unreadableText = seen;
  return browser;
}
