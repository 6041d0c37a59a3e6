// Headless Chromium drives the admin console at /admin/: signs in by keyboard, creates a key and sees it
// once, revokes it, unpublishes a location, runs a dry-run import with an error and a good one, applies
// it, and finds every action in the audit log; no request may leave the server's origin.
// Env: PORTAL_BASE_URL (the server), PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";
import { lowContrast } from "./contrast.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const USER = process.env.PORTAL_ADMIN_USER || "admin";
const PASSWORD = process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret";
const AUTH = "Basic " + Buffer.from(`${USER}:${PASSWORD}`).toString("base64");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");

const id = (prefix) => `${prefix}-${randomUUID().slice(0, 13)}`;
// Sorted by id, the overview's first page of 100 holds this organization however many other tests made.
const org = id("org-00");
const board = id("board");
const pier = id("loc");
const harbor = id("loc");
const orgName = `Harbor Homes ${org.slice(7, 12)}`;
const form = id("form");
let browser;
let tab;
const foreign = [];
const pageErrors = [];

async function api(method, url, body, headers = {}) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

const publicIds = async () => (await api("GET", `/locations/${org}`)).json.map((l) => l._id);

before(async () => {
  const imported = await api("POST", "/api/admin/import", {
    organizations: [{ _id: org, name: orgName }],
    locations: [
      { _id: pier, companyId: org, name: "Pier Apartments 1", address: { formattedAddress: "1 Pier St, Seattle, WA" } },
      { _id: harbor, companyId: org, name: "Harbor Lofts 2", address: { formattedAddress: "2 Bay Rd, Seattle, WA" } },
    ],
    boards: [{ _id: board, companyId: org, name: "Applications", apiEnabled: true,
      fields: [{ key: "email", label: "E-mail", type: "email" }] }],
    forms: [{ _id: form, companyId: org, boardId: board, name: `Apply ${form}`,
      fields: [{ uuid: "f-email", label: "Your e-mail", type: "email", required: true, fieldKey: "email" }] }],
  }, { Authorization: AUTH });
  assert.equal(imported.status, 200, imported.text);
  browser = await launch();
  tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const origin = new URL(BASE).origin;
  tab.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  tab.on("console", (message) => { if (message.type() === "error") pageErrors.push(message.text()); });
  tab.on("response", (response) => {
    if (response.status() >= 400) pageErrors.push(`${response.status()} ${response.url()}`);
  });
  tab.on("pageerror", (error) => pageErrors.push(String(error)));
});

after(async () => {
  await browser?.close();
});

test("the console, from sign-in to the audit log", async () => {
  await tab.goto(`${BASE}/admin/`);
  assert.match(tab.url(), /\/admin\/sign-in$/, "not signed in: the sign-in page");
  // By keyboard alone: the user field has the focus, Tab moves on, Enter submits. The browser gives an
  // autofocus field its focus when it next renders, which may come after the load event: wait for it.
  await tab.waitForFunction(() => document.activeElement?.id === "user", null, { timeout: 10000 });
  await tab.keyboard.type(USER);
  await tab.keyboard.press("Tab");
  await tab.keyboard.type(PASSWORD);
  await Promise.all([tab.waitForURL(`${BASE}/admin/`), tab.keyboard.press("Enter")]);
  await tab.getByRole("link", { name: orgName }).waitFor();
  assert.equal(await tab.locator("#user").textContent(), USER);
  await tab.screenshot({ path: path.join(SCREENSHOTS, "console-overview.png"), fullPage: false });
  assert.deepEqual(await tab.evaluate(lowContrast), [], "overview: text below AA contrast");

  // A key is made with a scope, is shown once, works as far as its scope goes, and after a reload is nowhere
  // on the page.
  await tab.goto(`${BASE}/admin/#board/${board}`);
  await tab.getByLabel("Name of a new key").fill("Browser key");
  await tab.getByLabel("Scope").selectOption("read");
  await tab.getByRole("button", { name: "Create key" }).click();
  const key = (await tab.locator("#key-value").textContent()).trim();
  assert.match(key, /^ppk_[0-9A-Za-z]{38}$/);
  await tab.locator("#keys tr", { hasText: "Browser key" }).waitFor();
  assert.equal(await tab.locator("#keys tr", { hasText: "Browser key" }).locator(".key-scope").textContent(), "read");
  const change = await api("POST", `/api/board/${board}`, { name: "not made" }, { "x-token": key });
  assert.equal(change.status, 403);
  assert.equal(change.json.error, "SCOPE_REQUIRED");
  await tab.screenshot({ path: path.join(SCREENSHOTS, "console-board-keys.png"), fullPage: true });
  assert.deepEqual(await tab.evaluate(lowContrast), [], "board: text below AA contrast");
  assert.equal((await api("GET", `/api/board/${board}?pageSize=1`, undefined, { "x-token": key })).status, 200);
  await tab.reload();
  await tab.locator("#keys tr", { hasText: "Browser key" }).waitFor();
  assert.ok(!(await tab.content()).includes(key), "the key is shown only once");

  // Revoked after a confirmation, the key answers 401.
  await tab.locator("#keys tr", { hasText: "Browser key" }).getByRole("button", { name: "Revoke" }).click();
  await tab.locator("#confirm").getByRole("button", { name: "Revoke" }).click();
  await tab.locator("#keys tr", { hasText: "Browser key" }).getByText("revoked").waitFor();
  assert.equal((await api("GET", `/api/board/${board}?pageSize=1`, undefined, { "x-token": key })).status, 401);

  // A key revoked while it is still shown once is shown no longer.
  await tab.getByLabel("Name of a new key").fill("Short-lived key");
  await tab.getByRole("button", { name: "Create key" }).click();
  await tab.locator("#key-value").waitFor();
  await tab.locator("#keys tr", { hasText: "Short-lived key" }).getByRole("button", { name: "Revoke" }).click();
  await tab.locator("#confirm").getByRole("button", { name: "Revoke" }).click();
  await tab.locator("#keys tr", { hasText: "Short-lived key" }).getByText("revoked").waitFor();
  assert.equal(await tab.locator("#key-value").count(), 0, "the revoked key's banner is gone");

  // Unpublished, a location leaves the public list at once.
  assert.deepEqual((await publicIds()).sort(), [harbor, pier].sort());
  await tab.goto(`${BASE}/admin/#org/${org}`);
  await tab.getByLabel("Select Pier Apartments 1").check();
  await tab.getByRole("button", { name: "Unpublish" }).click();
  await tab.locator(`tr[data-id="${pier}"]`).getByText("unpublished").waitFor();
  assert.deepEqual(await publicIds(), [harbor]);
  assert.deepEqual(await tab.evaluate(lowContrast), [], "organization: text below AA contrast");

  // A form's preview is rendered by the real embed script, styled, with no inline style.
  await tab.goto(`${BASE}/admin/#forms`);
  await tab.getByLabel("Find a form, organization or board").fill(org);
  await tab.locator("tr", { hasText: `Apply ${form}` }).getByRole("link", { name: `Apply ${form}` }).click();
  await tab.locator(".preview").getByLabel("Your e-mail").waitFor();
  assert.equal(await tab.locator(".preview .pp-form").evaluate((element) => getComputedStyle(element).display), "grid");
  assert.match(await tab.locator("#snippet").inputValue(), new RegExp(`data-form="${form}"`));

  // A dry run with an error changes nothing and cannot be applied; a good one can.
  const newOrg = id("org");
  await tab.goto(`${BASE}/admin/#import`);
  await tab.getByLabel("Import document", { exact: true }).fill(JSON.stringify({
    organizations: [{ _id: newOrg, name: "Bay Rentals" }],
    locations: [{ _id: id("loc"), companyId: id("nobody"), name: "Lost" }],
  }));
  await tab.getByRole("button", { name: "Dry run" }).click();
  await tab.locator("#import-result").getByText("locations[0].companyId").waitFor();
  assert.deepEqual(await tab.evaluate(lowContrast), [], "import errors: text below AA contrast");
  assert.ok(await tab.getByRole("button", { name: "Apply import" }).isDisabled());
  await tab.getByLabel("Import document", { exact: true }).fill(JSON.stringify({
    organizations: [{ _id: newOrg, name: "Bay Rentals" }],
    locations: [{ _id: id("loc"), companyId: newOrg, name: "Bay View 7" }],
  }, null, 2));
  await tab.getByRole("button", { name: "Dry run" }).click();
  await tab.locator("#import-result").getByText("What would be created and updated").waitFor();
  assert.equal((await api("GET", `/api/admin/organizations/${newOrg}`, undefined, { Authorization: AUTH })).status, 404);
  await tab.locator("#import-text").evaluate((area) => { area.scrollTop = 0; });
  await tab.screenshot({ path: path.join(SCREENSHOTS, "console-import-dry-run.png"), fullPage: true });
  await tab.getByRole("button", { name: "Apply import" }).click();
  await tab.locator("#import-result").getByText("What were created and updated").waitFor();
  assert.equal((await api("GET", `/api/admin/organizations/${newOrg}`, undefined, { Authorization: AUTH })).status, 200);

  // Every one of those actions is in the audit log.
  await tab.goto(`${BASE}/admin/#audit`);
  const answered = (part) => tab.waitForResponse((r) => r.url().includes("/api/admin/audit?")
    && r.url().includes(part));
  const search = async (text, action) => {
    await Promise.all([answered(`action=${encodeURIComponent(action)}`), tab.getByLabel("Action").selectOption(action)]);
    await Promise.all([answered(`q=${encodeURIComponent(text)}&action=${encodeURIComponent(action)}`),
      tab.getByLabel("Search").fill(text)]);
    const rows = tab.locator("#audit-entries tbody tr", { hasText: text });
    await rows.first().waitFor();
    return rows.count();
  };
  assert.ok(await search("console", "sign-in") >= 1);
  assert.equal(await search(board, "api-key-created"), 2);
  assert.equal(await search(board, "api-key-revoked"), 2);
  assert.equal(await search(pier, "publish-changed"), 1);
  assert.ok(await search("organizations 1", "import") >= 1);
  assert.deepEqual(await tab.evaluate(lowContrast), [], "audit log: text below AA contrast");
  const row = tab.locator("#audit-entries tbody tr", { hasText: "import" }).first();
  assert.ok((await row.textContent()).includes(USER));

  // Signing out ends the session: the console goes back to the sign-in page.
  await Promise.all([tab.waitForURL(/\/admin\/sign-in$/), tab.getByRole("button", { name: "Sign out" }).click()]);
  await tab.goto(`${BASE}/admin/`);
  assert.match(tab.url(), /\/admin\/sign-in$/);

  assert.deepEqual(foreign, [], "no request to another origin");
  assert.deepEqual(pageErrors, [], "no script error or refused content");
});

test("a phone-sized window shows the console without sideways scrolling", async () => {
  const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await phone.goto(`${BASE}/admin/sign-in`);
  await phone.getByLabel("E-mail address or user name").fill(USER);
  await phone.getByLabel("Password").fill(PASSWORD);
  await Promise.all([phone.waitForURL(`${BASE}/admin/`), phone.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await phone.getByRole("link", { name: orgName }).first().waitFor();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the window`);
  await phone.close();
});

test("a page asked for while the last one still loads stays: the late answer is dropped", async () => {
  const slow = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  slow.on("pageerror", (error) => errors.push(String(error)));
  await slow.goto(`${BASE}/admin/sign-in`);
  await slow.getByLabel("E-mail address or user name").fill(USER);
  await slow.getByLabel("Password").fill(PASSWORD);
  await Promise.all([slow.waitForURL(`${BASE}/admin/`), slow.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await slow.getByRole("link", { name: orgName }).first().waitFor();

  // The overview's next answer is held back until the import page is on screen.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked;
  const overviewAsked = new Promise((resolve) => { asked = resolve; });
  await slow.route("**/api/admin/overview**", async (request) => {
    asked();
    await held;
    await request.continue();
  });
  await slow.evaluate(() => { location.hash = "#overview-again"; });
  await overviewAsked;
  await slow.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Import" }).click();
  await slow.getByRole("heading", { level: 1, name: "Import" }).waitFor();
  const overviewAnswered = slow.waitForResponse((response) => response.url().includes("/api/admin/overview"));
  release();
  await (await overviewAnswered).finished();
  // A request the page starts after the late answer's body has arrived ends after the page has handled that
  // body: then look. Still the import page, and nothing shown in the status line.
  await slow.evaluate(() => fetch("/admin/session", { credentials: "same-origin" }).then((r) => r.text()));
  assert.equal(await slow.locator("#view h1").textContent(), "Import");
  assert.equal((await slow.locator("#status").textContent()).trim(), "");
  assert.deepEqual(errors, []);
  await slow.close();
});
