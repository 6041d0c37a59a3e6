// Headless Chromium follows the link a 501 gives for an operation this service does not offer, as a person
// would: the compatibility page shows as a page (not a download, not raw Markdown), its table rendered, the
// operation's row the anchor's target, and the page's own style applied under its content security policy.
// Env: PORTAL_BASE_URL (the server), PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOT (png path).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const AUTH = "Basic " + Buffer.from(`${process.env.PORTAL_ADMIN_USER || "admin"}:`
  + `${process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret"}`).toString("base64");
const SCREENSHOT = process.env.SCREENSHOT
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots/compatibility.png");
let browser;

async function api(method, url, body, headers = {}) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test("the link of a 501 opens the operation's row of a readable page", async () => {
  const suffix = Math.random().toString(36).slice(2, 10);
  const org = `org-${suffix}`;
  const board = `board-${suffix}`;
  const imported = await api("POST", "/api/admin/import", {
    organizations: [{ _id: org, name: "Compatibility page" }],
    boards: [{ _id: board, companyId: org, name: "Leases", apiEnabled: true,
      fields: [{ key: "email", label: "E-mail", type: "email" }] }],
  }, { Authorization: AUTH });
  assert.equal(imported.status, 200, JSON.stringify(imported.json));
  const made = await api("POST", `/api/admin/boards/${board}/api-keys`, { name: "page" }, { Authorization: AUTH });
  assert.equal(made.status, 201, JSON.stringify(made.json));

  const refused = await api("GET", "/api/templates", undefined, { "x-token": made.json.key });
  assert.equal(refused.status, 501, JSON.stringify(refused.json));
  assert.equal(refused.json.operationId, "listTemplates");
  const link = new URL(refused.json.documentation);
  assert.equal(link.hash, "#listTemplates");

  const page = await browser.newPage();
  const violations = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(BASE + link.pathname + link.hash);
  assert.equal(response.status(), 200);
  assert.match(response.headers()["content-type"], /^text\/html/);
  assert.equal(await page.title(), "Compatibility with the hosted product's core API");
  assert.ok(await page.locator("table tr").count() > 50, "the table is rendered as a table");

  const row = page.locator("tr:has(#listTemplates)");
  assert.match(await row.innerText(), /not offered/);
  assert.ok(await page.evaluate(() => document.querySelector(":target")?.id === "listTemplates"),
    "the link's anchor is the page's target");
  const highlight = await row.evaluate((tr) => getComputedStyle(tr).backgroundColor);
  assert.equal(highlight, "rgb(255, 248, 197)", "the page's own style applies to the targeted row");
  assert.deepEqual(violations, [], "nothing on the page is refused by its policy");
  await page.screenshot({ path: SCREENSHOT });
  await page.close();
});
