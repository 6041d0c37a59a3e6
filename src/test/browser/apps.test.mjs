// Headless Chromium opens an organization's app in the console as a Staff user would: the board's tab opens the
// app's page (served here, on its own origin) in a sandboxed frame; the console hands it a delegate token by
// postMessage; the page verifies it with POST /api/app/verify (no key, across origins) and reads GET /api/app/me
// with it, and shows whose it is. When the frame is sent to another origin, that page gets no token.
// Env: PORTAL_BASE_URL, PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder), APP_PORT (a free port).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";
import { lowContrast } from "./contrast.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const AUTH = "Basic " + Buffer.from(`${process.env.PORTAL_ADMIN_USER || "admin"}:${
  process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret"}`).toString("base64");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");
const APP_PORT = Number(process.env.APP_PORT || 19193);
const APP_ORIGIN = `http://localhost:${APP_PORT}`;
const ELSEWHERE = `http://127.0.0.1:${APP_PORT}/elsewhere.html`;
const unique = () => randomUUID().slice(0, 8);
const org = `org-apps-${unique()}`;
const board = `board-apps-${unique()}`;
const email = `dee-${unique()}@example.com`;
const password = `lighthouse-tide-${unique()}`;

// The minimal app page of docs/integrating.md: it trusts messages from the console's origin only, verifies the
// token it is handed, and asks for a fresh one when it needs one.
const APP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Move-in checklist</title>
<style>body{font:16px system-ui;margin:1.5rem;color:#1b1f24}#who{font-weight:600}</style></head><body>
<h1>Move-in checklist</h1><p id="who">Waiting for the console…</p><p id="credential"></p>
<p><a id="away" href="${ELSEWHERE}">Leave for another site</a></p>
<script>
const CONSOLE = ${JSON.stringify(new URL(BASE).origin)};
const API = ${JSON.stringify(BASE)};
window.addEventListener("message", async (event) => {
  if (event.origin !== CONSOLE || event.data?.type !== "property-portal:token") return;
  const token = event.data.token;
  const verified = await fetch(API + "/api/app/verify", { method: "POST",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) });
  if (!verified.ok) { document.getElementById("who").textContent = "Refused: " + verified.status; return; }
  const user = await verified.json();
  document.getElementById("who").textContent =
    "Signed in as " + user.firstName + " " + user.lastName + " of " + user.companyName + " in " + user.appTitle;
  const me = await fetch(API + "/api/app/me", { headers: { Authorization: "DelegateToken " + token } });
  document.getElementById("credential").textContent = "Credential: " + (await me.json()).type;
});
// A token lives 5 minutes: ask for a fresh one before a call after that, with
// window.parent.postMessage({ type: "property-portal:token-request" }, CONSOLE).
</script></body></html>`;

// A page of another origin the frame is sent to: it records every message it gets.
const ELSEWHERE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title></head>
<body><h1>Elsewhere</h1><ol id="received"></ol><script>
window.addEventListener("message", (event) => {
  const item = document.createElement("li");
  item.textContent = typeof event.data === "string" ? event.data : JSON.stringify(event.data);
  document.getElementById("received").append(item);
});
</script></body></html>`;

let server;
let browser;

async function api(method, url, body, headers = { Authorization: AUTH }) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

before(async () => {
  server = createServer((request, response) => {
    const page = request.url.startsWith("/app.html") ? APP_PAGE : request.url.startsWith("/elsewhere.html")
      ? ELSEWHERE_PAGE : null;
    response.writeHead(page ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(page ?? "not found");
  });
  await new Promise((resolve) => server.listen(APP_PORT, resolve));
  const imported = await api("POST", "/api/admin/import", {
    organizations: [{ _id: org, name: "Harbor Homes" }],
    boards: [{ _id: board, companyId: org, name: "Move-ins", apiEnabled: true, fields: [] }],
  });
  assert.equal(imported.status, 200, imported.text);
  const user = await api("POST", `/api/admin/organizations/${org}/users`,
    { email, firstName: "Dee", lastName: "Staff", role: "Staff", password });
  assert.equal(user.status, 201, user.text);
  const app = await api("POST", `/api/admin/organizations/${org}/apps`,
    { title: "Move-in checklist", url: `${APP_ORIGIN}/app.html` });
  assert.equal(app.status, 201, app.text);
  const key = await api("POST", `/api/admin/boards/${board}/api-keys`, { name: "tabs" });
  assert.equal(key.status, 201, key.text);
  for (const tab of [{ name: "Checklist", appClientId: app.json.appClientId },
    { name: "Handbook", url: "https://handbook.example.com/" }]) {
    const made = await api("POST", `/api/board/${board}/configuration/tabViews`, tab, { "x-token": key.json.key });
    assert.equal(made.status, 200, made.text);
  }
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve) ?? resolve());
});

test("a Staff user opens the organization's app on a board and the app learns who they are", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("response", (response) => {
    if (response.status() >= 400 && !response.url().endsWith("/favicon.ico")) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${BASE}/admin/`);
  await page.goto(`${BASE}/admin/#board/${board}`);
  await page.getByRole("heading", { name: "Tabs" }).waitFor();
  const handbook = page.locator("#tabs-section tr", { hasText: "Handbook" }).getByRole("link");
  assert.equal(await handbook.getAttribute("target"), "_blank");
  assert.equal(await handbook.getAttribute("rel"), "noopener noreferrer");

  await page.getByRole("button", { name: "Open here" }).click();
  const frameElement = page.locator("#app-frame");
  assert.equal(await frameElement.getAttribute("sandbox"), "allow-scripts allow-forms allow-same-origin");
  const app = page.frameLocator("#app-frame");
  await app.getByText("Signed in as Dee Staff of Harbor Homes in Move-in checklist").waitFor();
  await app.getByText("Credential: app").waitFor();
  assert.deepEqual(await page.evaluate(lowContrast), [], "board page: text below AA contrast");
  await page.screenshot({ path: path.join(SCREENSHOTS, "console-app-tab.png"), fullPage: true });

  // Sent to another origin, the frame's new page is handed no token: the console posts to the app's origin only.
  const handedOver = page.waitForResponse((r) => r.url().endsWith("/api/platform/user-token"));
  await app.locator("#away").click();
  await handedOver;
  const elsewhere = page.frames().find((f) => f.url() === ELSEWHERE)
    ?? await page.waitForEvent("framenavigated", (f) => f.url() === ELSEWHERE);
  await elsewhere.waitForLoadState();
  // Messages from one window to another arrive in order: once this one is there, a token would have been too.
  await page.evaluate(() => document.getElementById("app-frame").contentWindow.postMessage("after the token", "*"));
  await elsewhere.getByText("after the token").waitFor();
  assert.deepEqual(await elsewhere.locator("#received li").allTextContents(), ["after the token"]);
  assert.deepEqual(errors, [], "no script error or refused call");
  await context.close();
});

test("the operator registers and removes an app on the organization's page, and each message shows its colour", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(process.env.PORTAL_ADMIN_USER || "admin");
  await page.getByLabel("Password").fill(process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${BASE}/admin/`);
  await page.goto(`${BASE}/admin/#org/${org}`);
  await page.getByRole("heading", { name: "Apps" }).waitFor();
  // Each message stands beside the form that caused it; an objection to a field, next to that field.
  const status = page.locator("#register-app + .near-status");
  const colour = (name) => page.evaluate((v) => {
    const probe = document.createElement("span");
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue(v);
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, name);

  await page.getByLabel("Title", { exact: true }).fill("Key box");
  await page.getByLabel("Address", { exact: true }).fill("http://keys.example.com/");
  await page.getByRole("button", { name: "Register app" }).click();
  const urlError = page.locator("#app-url-error");
  await urlError.getByText("The address must be an https URL").waitFor();
  assert.equal(await page.getByLabel("Address", { exact: true }).getAttribute("aria-invalid"), "true");
  assert.equal(await urlError.evaluate((s) => getComputedStyle(s).color), await colour("--danger"));
  await status.getByText("The app was not registered").waitFor();
  assert.equal(await status.evaluate((s) => getComputedStyle(s).color), await colour("--danger"));

  await page.getByLabel("Address", { exact: true }).fill("https://keys.example.com/box");
  // A double click registers one app: the button waits while the first request is under way.
  await page.getByRole("button", { name: "Register app" }).dblclick();
  await status.getByText("App “Key box” is registered").waitFor();
  assert.equal(await status.evaluate((s) => getComputedStyle(s).color), await colour("--ok"));
  const row = page.locator("#apps tr", { hasText: "Key box" });
  await row.waitFor();
  const registered = await api("GET", `/api/admin/organizations/${org}/apps`);
  assert.equal(registered.json.data.filter((app) => app.title === "Key box").length, 1, registered.text);
  assert.deepEqual(await page.evaluate(lowContrast), [], "organization page: text below AA contrast");
  await page.locator("#apps-section").screenshot({ path: path.join(SCREENSHOTS, "console-apps.png") });

  await row.getByRole("button", { name: "Remove Key box" }).click();
  await page.locator("#confirm-ok").click();
  await status.getByText("App “Key box” removed.").waitFor();
  await row.waitFor({ state: "detached" });
  const listed = await api("GET", `/api/admin/organizations/${org}/apps`);
  assert.ok(!listed.text.includes("Key box"), listed.text);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the console reads in dark mode, as the system asks", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 }, colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(process.env.PORTAL_ADMIN_USER || "admin");
  await page.getByLabel("Password").fill(process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${BASE}/admin/`);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(background, "rgb(242, 244, 247)", "the dark page is not the light one");
  for (const [view, heading, name] of [[`#org/${org}`, "Apps", "console-dark-organization.png"],
    [`#board/${board}`, "Tabs", "console-dark-board.png"], ["#audit", "Audit log", "console-dark-audit.png"]]) {
    await page.goto(`${BASE}/admin/${view}`);
    await page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
    assert.deepEqual(await page.evaluate(lowContrast), [], `${view} in dark mode: text below AA contrast`);
    await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
  }
  await context.close();
});
