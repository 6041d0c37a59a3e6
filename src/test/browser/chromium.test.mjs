// The page-text watcher of chromium.mjs, on pages of its own (no server): it must fail on the words it names
// wherever a person reads them, and must not on the same words in code, a text field, or hidden.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./chromium.mjs";

const page = (body) => `data:text/html,${encodeURIComponent(`<!doctype html><title>t</title><body>${body}`)}`;

// Opens the page, lets a script write into it, and answers what closing the browser says.
async function closing(body, script = "") {
  const browser = await launch();
  const tab = await browser.newPage();
  await tab.goto(page(body));
  if (script) await tab.evaluate(script);
  await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  try {
    await browser.close();
    return null;
  } catch (e) {
    return e.message;
  }
}

test("a null, undefined, NaN or [object …] a person reads fails the page", async () => {
  for (const word of ["null", "undefined", "NaN", "[object Object]", "[object HTMLOptionElement]"]) {
    const message = await closing(`<main><p id="said">Rent: ${word} a month</p></main>`);
    assert.match(message ?? "", new RegExp(`#said>: “Rent: ${word.replace(/[[\]]/g, "\\$&")} a month”`), word);
  }
});

test("words a script writes after the page loaded are read too", async () => {
  const message = await closing("<main id='view'></main>",
    "document.getElementById('view').append('New location', String(null))");
  assert.match(message ?? "", /<main#view>: “null”/);
});

test("the same words in code, a text field, a hidden element or inside other words pass", async () => {
  const message = await closing("<p>Send <code>null</code> to clear it</p><pre>{\"a\": null}</pre>"
    + "<textarea>undefined</textarea><p hidden>NaN</p><p>nullable, undefinedness, NaNa</p>");
  assert.equal(message, null);
});
