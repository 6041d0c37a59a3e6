// Headless Chromium loads a plain page on another origin that embeds a form from the running server,
// fills every field type, submits, and checks the card through the API; a second run sends bad values.
// Env: PORTAL_BASE_URL (the server), PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOT (png path).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const AUTH = "Basic " + Buffer.from(`${process.env.PORTAL_ADMIN_USER || "admin"}:`
  + `${process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret"}`).toString("base64");
const SCREENSHOT = process.env.SCREENSHOT
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots/embed-form.png");

const id = (prefix) => `${prefix}-${randomUUID().slice(0, 13)}`;
const org = id("org");
const board = id("board");
const form = id("form");
const unit = id("loc");
let key;
let server;
let pageUrl;
let browser;

async function api(method, url, body, headers = {}) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

const field = (key, type, extra = {}) => ({ key, label: key, type, ...extra });
const formField = (uuid, label, type, required, fieldKey, extra = {}) =>
  ({ uuid, label, type, required, fieldKey, ...extra });

async function importData() {
  const document = {
    organizations: [{ _id: org, name: "Harbor Homes" }],
    locations: [
      { _id: unit, companyId: org, name: "Harbor View 12", address: { formattedAddress: "12 Pier St, Seattle, WA" } },
      { _id: id("loc"), companyId: org, name: "Capitol Loft 3", address: { formattedAddress: "3 Pine St, Seattle, WA" } },
    ],
    boards: [{
      _id: board, companyId: org, name: "Applications", apiEnabled: true,
      fields: [field("fullName", "text"), field("email", "email"), field("phone", "phone"), field("moveIn", "date"),
        field("pets", "boolean"), field("income", "money"), field("notes", "textarea"), field("unit", "text"),
        field("contactBy", "select", { options: ["email", "phone"] })],
    }],
    forms: [{
      _id: form, companyId: org, boardId: board, name: "Apply for a home",
      fields: [
        formField("f-name", "Full name", "string", true, "fullName"),
        formField("f-email", "E-mail", "email", true, "email"),
        formField("f-phone", "Phone", "phone", false, "phone"),
        formField("f-move-in", "Move-in date", "date", true, "moveIn"),
        formField("f-unit", "Unit", "select", true, "unit", { unitPicker: true }),
        formField("f-contact", "Contact me by", "select", false, "contactBy", { options: ["email", "phone"] }),
        formField("f-income", "Monthly income", "money", false, "income"),
        formField("f-pets", "I have pets", "boolean", false, "pets"),
        formField("f-notes", "Anything else?", "textarea", false, "notes"),
      ],
    }],
  };
  const imported = await api("POST", "/api/admin/import", document, { Authorization: AUTH });
  assert.equal(imported.status, 200, imported.text);
  const created = await api("POST", `/api/admin/boards/${board}/api-keys`, { name: "browser test" },
    { Authorization: AUTH });
  assert.equal(created.status, 201, created.text);
  key = created.json.key;
}

async function cards() {
  const reply = await api("GET", `/api/board/${board}?pageSize=100`, undefined, { "x-token": key });
  assert.equal(reply.status, 200, reply.text);
  return reply.json.cards;
}

function page(extraAttributes, card = "new") {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbor Homes: apply</title>
<style>body{margin:0;padding:2rem;background:#f5f7fa;font-family:Georgia,serif}
main{max-width:40rem;margin:auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.harbor{--pp-accent:#0b6e4f;--pp-radius:8px}</style></head>
<body><main><p>Harbor Homes, a plain page on another site.</p>
<div class="harbor" data-form="${form}" data-board="${board}" data-card="${card}"${extraAttributes}></div>
</main><script src="${BASE}/embed/form.js" async></script></body></html>`;
}

before(async () => {
  await importData();
  server = http.createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    const query = new URL(request.url, "http://page").searchParams;
    const token = query.get("token") ? ` data-token="${query.get("token")}"` : "";
    response.end(page((query.has("server-checks") ? " data-no-client-checks" : "") + token, query.get("card") || "new"));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  pageUrl = `http://127.0.0.1:${server.address().port}/`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

test("fills every field type, submits, and the card holds the values", async () => {
  const tab = await browser.newPage({ viewport: { width: 900, height: 1200 } });
  tab.on("console", (message) => { if (message.type() === "error") console.log("page:", message.text()); });
  await tab.goto(pageUrl);
  await tab.getByLabel("Full name").fill("Grace Hopper");
  await tab.getByLabel("E-mail").fill("grace@example.com");
  await tab.getByLabel("Phone").fill("+1 (206) 555-0100");
  await tab.getByLabel("Move-in date").fill("2027-02-01");
  const picker = tab.getByRole("combobox", { name: "Unit" });
  await picker.click();
  await picker.pressSequentially("Harbor");
  await tab.getByRole("option", { name: /Harbor View 12/ }).waitFor();
  await tab.getByRole("option", { name: /Capitol Loft 3/ }).waitFor({ state: "detached" });
  await picker.press("ArrowDown");
  await picker.press("Enter");
  assert.equal(await picker.inputValue(), "Harbor View 12");
  await tab.getByLabel("Contact me by").selectOption("phone");
  await tab.getByLabel("Monthly income").fill("6,400.50");
  await tab.getByLabel("I have pets").check();
  await tab.getByLabel("Anything else?").fill("A quiet cat.");
  await tab.getByRole("button", { name: "Send" }).click();
  await tab.getByRole("status").filter({ hasText: "Thank you" }).waitFor({ timeout: 15000 });
  await tab.screenshot({ path: SCREENSHOT, fullPage: true });

  const [card] = await cards();
  assert.ok(card, "a card was created");
  assert.equal(card.name, "Apply for a home: Grace Hopper");
  const fields = card.fields;
  assert.equal(fields.fullName, "Grace Hopper");
  assert.equal(fields.email, "grace@example.com");
  assert.equal(fields.phone, "+12065550100");
  assert.equal(fields.moveIn, "2027-02-01");
  assert.equal(fields.unit, unit);
  assert.equal(fields.contactBy, "phone");
  assert.deepEqual(fields.income, { amount: 6400.5, currency: "USD" });
  assert.equal(fields.pets, true);
  assert.equal(fields.notes, "A quiet cat.");
  await tab.close();
});

async function messageOf(tab, uuid) {
  const input = tab.locator(`[data-uuid="${uuid}"] [aria-describedby]`);
  const describedBy = await input.getAttribute("aria-describedby");
  assert.equal(await input.getAttribute("aria-invalid"), "true", `${uuid} is marked invalid`);
  return tab.locator(`[id="${describedBy}"]`).textContent();
}

for (const checks of ["client", "server"]) {
  test(`bad values show messages beside the fields (${checks} checks)`, async () => {
    const before = (await cards()).length;
    const tab = await browser.newPage();
    await tab.goto(pageUrl + (checks === "server" ? "?server-checks" : ""));
    await tab.getByLabel("Full name").waitFor();
    await tab.getByLabel("E-mail").fill("not-an-address");
    await tab.getByLabel("Phone").fill("555-0100");
    await tab.getByLabel("Monthly income").fill("12.345");
    await tab.getByRole("combobox", { name: "Unit" }).fill("Nowhere 1");
    await tab.getByRole("button", { name: "Send" }).click();
    await tab.getByRole("status").filter({ hasText: "correct the marked fields" }).waitFor({ timeout: 15000 });
    assert.match(await messageOf(tab, "f-name"), /required/i);
    assert.match(await messageOf(tab, "f-email"), /e-mail address/i);
    assert.match(await messageOf(tab, "f-phone"), /international/i);
    assert.match(await messageOf(tab, "f-move-in"), /required/i);
    assert.match(await messageOf(tab, "f-income"), /amount/i);
    assert.match(await messageOf(tab, "f-unit"), /unit/i);
    assert.equal(await tab.evaluate(() => document.activeElement.id.endsWith("f-name")), true,
      "focus moves to the first bad field");
    assert.equal((await cards()).length, before, "nothing was created");
    await tab.close();
  });
}

test("an existing card opens with its form link, prefilled, and the submit changes it", async () => {
  const created = await api("POST", `/api/board/${board}`, { name: "Existing application", fullName: "Ada Lovelace",
    email: "ada@example.com" }, { "x-token": key });
  assert.equal(created.status, 200, created.text);
  const card = created.json.data._id;
  const link = await api("POST", `/api/board/${board}/${card}/form-link`, { formId: form }, { "x-token": key });
  assert.equal(link.status, 200, link.text);

  const refused = await browser.newPage();
  await refused.goto(`${pageUrl}?card=${card}&token=not-a-link`);
  await refused.getByText("This form is not available.").waitFor({ timeout: 15000 });
  await refused.close();

  const tab = await browser.newPage();
  await tab.goto(`${pageUrl}?card=${card}&token=${encodeURIComponent(link.json.data.token)}`);
  const name = tab.getByLabel("Full name");
  await name.waitFor();
  assert.equal(await name.inputValue(), "Ada Lovelace");
  assert.equal(await tab.getByLabel("E-mail").inputValue(), "ada@example.com");
  await name.fill("Ada King");
  await tab.getByLabel("Move-in date").fill("2027-03-01");
  const picker = tab.getByRole("combobox", { name: "Unit" });
  await picker.click();
  await picker.pressSequentially("Harbor");
  await tab.getByRole("option", { name: /Harbor View 12/ }).waitFor();
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await tab.getByRole("button", { name: "Send" }).click();
  await tab.getByRole("status").filter({ hasText: "Thank you" }).waitFor({ timeout: 15000 });
  const read = await api("GET", `/api/board/${board}/${card}`, undefined, { "x-token": key });
  assert.equal(read.json.data.fields.fullName, "Ada King");
  assert.equal(read.json.data.fields.moveIn, "2027-03-01");
  await tab.close();
});

test("a form link followed in a browser opens the form's page, filled in, never JSON", async () => {
  const created = await api("POST", `/api/board/${board}`, { name: "Linked application", fullName: "Mary Jackson",
    email: "mary@example.com" }, { "x-token": key });
  assert.equal(created.status, 200, created.text);
  const card = created.json.data._id;
  const link = await api("POST", `/api/board/${board}/${card}/form-link`, { formId: form }, { "x-token": key });
  assert.equal(link.status, 200, link.text);
  const linkUrl = new URL(link.json.data.url);
  const address = BASE + linkUrl.pathname + linkUrl.search;

  const tab = await browser.newPage({ viewport: { width: 900, height: 1200 } });
  const errors = [];
  tab.on("pageerror", (error) => errors.push(String(error)));
  tab.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
  const opened = await tab.goto(address);
  assert.equal(opened.status(), 200);
  assert.match(opened.headers()["content-type"], /^text\/html/);
  assert.equal(opened.headers()["cache-control"], "no-store");
  assert.match(opened.headers()["content-security-policy"], /script-src 'self'/);
  assert.equal(await tab.title(), "Apply for a home");
  const name = tab.getByLabel("Full name");
  await name.waitFor();
  assert.equal(await name.inputValue(), "Mary Jackson");
  assert.ok(!(await tab.content()).includes('"fields"'), "no JSON on the page");
  await name.fill("Mary W. Jackson");
  await tab.getByLabel("Move-in date").fill("2027-04-01");
  const picker = tab.getByRole("combobox", { name: "Unit" });
  await picker.click();
  await picker.pressSequentially("Harbor");
  await tab.getByRole("option", { name: /Harbor View 12/ }).waitFor();
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await tab.screenshot({ path: path.join(path.dirname(SCREENSHOT), "hosted-form.png"), fullPage: true });
  await tab.getByRole("button", { name: "Send" }).click();
  await tab.getByRole("status").filter({ hasText: "Thank you" }).waitFor({ timeout: 15000 });
  const read = await api("GET", `/api/board/${board}/${card}`, undefined, { "x-token": key });
  assert.equal(read.json.data.fields.fullName, "Mary W. Jackson");
  assert.deepEqual(errors, [], "no script error, nothing refused by the page's policy");

  const broken = await tab.goto(address.replace(/token=[^&]+/, "token=not-a-link"));
  assert.equal(broken.status(), 404);
  await tab.getByRole("heading", { name: "This form link does not open a form" }).waitFor();
  await tab.close();

  const client = await fetch(address, { headers: { Accept: "application/json" } });
  assert.equal(client.status, 200);
  assert.equal((await client.json()).fields.find((f) => f.uuid === "f-name").value, "Mary W. Jackson");
});
