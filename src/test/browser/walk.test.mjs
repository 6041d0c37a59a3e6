// Headless Chromium walks every view of the console as the people who use it: the operator (who first picks
// the organization to work in) and a Staff user, each view by its navigation label, in light and in dark,
// with axe-core finding no serious or critical WCAG 2.2 AA violation, no text below AA contrast, nothing wider
// than a 360 px phone, and the whole navigation worked by keyboard alone. Screenshots of each view, light and
// dark, go to SCREENSHOTS (docs/console.md shows them; `bash docs/copy-screenshots.sh` copies them there).
// Env: PORTAL_BASE_URL, PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";
import { lowContrast } from "./contrast.mjs";
import { assertAccessible } from "./axe.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const USER = process.env.PORTAL_ADMIN_USER || "admin";
const PASSWORD = process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret";
const AUTH = "Basic " + Buffer.from(`${USER}:${PASSWORD}`).toString("base64");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");
const unique = () => randomUUID().slice(0, 8);
const org = `org-walk-${unique()}`;
const orgName = `Walk Homes ${org.slice(-4)}`;
const board = `board-walk-${unique()}`;
const locationId = `loc-walk-${unique()}`;
const contactId = `contact-walk-${unique()}`;
const cardId = `card-walk-${unique()}`;
const formId = `form-walk-${unique()}`;
const STAFF = `staff-${unique()}@example.com`;
const STAFF_PASSWORD = "walk-the-console-9";

// Every view by its navigation label, and the heading it shows.
const VIEWS = [
  ["Overview", "Overview"], ["Boards", "Boards"], ["Contacts", "Contacts"], ["Submissions", "Submissions"],
  ["Locations", "Locations"], ["Forms", "Forms"], ["API keys", "API keys"], ["Users", "Users"],
  ["Single sign-on", "Single sign-on"], ["Audit", "Audit log"], ["Import", "Import"],
];
const MANAGE_ONLY = new Set(["API keys", "Users", "Single sign-on", "Audit", "Import"]);
let browser;

async function api(method, url, body) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", Authorization: AUTH },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

before(async () => {
  const imported = await api("POST", "/api/admin/import", {
    organizations: [{ _id: org, name: orgName }],
    locations: [{ _id: locationId, companyId: org, name: "Walk Street 1",
      address: { formattedAddress: "1 Walk St, Seattle, WA" } }],
    contacts: [{ _id: contactId, companyId: org, firstname: "Robin", lastname: "Walker",
      email: `robin-${unique()}@example.com` }],
    boards: [{ _id: board, companyId: org, name: "Applications", apiEnabled: true,
      fields: [{ key: "email", label: "E-mail", type: "email" }] }],
    cards: [{ _id: cardId, boardId: board, name: "Walk card", fields: { email: "walk@example.com" } }],
    forms: [{ _id: formId, companyId: org, boardId: board, name: "Walk form",
      fields: [{ uuid: "f-email", label: "E-mail", type: "email", required: true, fieldKey: "email" }] }],
  });
  assert.equal(imported.status, 200, imported.text);
  const staff = await api("POST", `/api/admin/organizations/${org}/users`,
    { email: STAFF, firstName: "Sam", lastName: "Staff", role: "Staff", password: STAFF_PASSWORD });
  assert.equal(staff.status, 201, staff.text);
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

async function signedIn(user, password, viewport = { width: 1200, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("response", (response) => { if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`); });
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(user);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${BASE}/admin/`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return { page, errors, context };
}

const nav = (page) => page.getByRole("navigation", { name: "Sections" });

async function open(page, label, heading) {
  await nav(page).getByRole("link", { name: label, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
  await page.locator("#view:not([aria-busy])").waitFor();
}

test("the operator walks every view, light and dark, accessible", async () => {
  const { page, errors, context } = await signedIn(USER, PASSWORD);
  await page.getByLabel("Organization").selectOption(org);
  for (const [label, heading] of VIEWS) {
    await open(page, label, heading);
    assert.equal(await nav(page).getByRole("link", { name: label, exact: true }).getAttribute("aria-current"), "page",
      `${label} is marked as the current view`);
    const name = label.toLowerCase().replace(/ /g, "-");
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      await assertAccessible(page, `${label} (${scheme})`);
      assert.deepEqual(await page.evaluate(lowContrast), [], `${label} (${scheme}): text below AA contrast`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `console-view-${name}-${scheme}.png`), fullPage: true });
    }
    await page.emulateMedia({ colorScheme: "light" });
  }
  assert.deepEqual(errors, [], "no failed request or script error");
  await context.close();
});

// The pages behind the views, each by its address and the heading it shows: read as text by the browser's
// watcher (chromium.mjs), checked by axe-core, and photographed.
const PAGES = [
  [`#org/${org}`, orgName, "organization"],
  [`#board/${board}`, "Board: Applications", "board"],
  [`#board-fields/${board}`, "Fields of Applications", "board-fields"],
  [`#card/${board}/${cardId}`, "Walk card", "card"],
  [`#contact/${contactId}`, "Robin Walker", "contact"],
  ["#location/new", "New location", "location-new"],
  [`#location/${locationId}`, "Walk Street 1", "location"],
  ["#form/new", "New form", "form-new"],
  [`#form/${formId}`, "Form: Walk form", "form"],
  [`#submissions/${formId}`, "Submissions", "submissions-of-form"],
];

test("the operator opens every page behind the views: each reads as words, accessible", async () => {
  const { page, errors, context } = await signedIn(USER, PASSWORD);
  await page.getByLabel("Organization").selectOption(org);
  for (const [hash, heading, name] of PAGES) {
    await page.goto(`${BASE}/admin/${hash}`);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    await page.locator("#view:not([aria-busy])").waitFor();
    await assertAccessible(page, hash);
    await page.screenshot({ path: path.join(SCREENSHOTS, `console-page-${name}.png`), fullPage: true });
  }
  assert.deepEqual(errors, [], "no failed request or script error");
  await context.close();
});

test("API keys: made with a scope, shown once with a copy button, revoked; the banner forgets a revoked key", async () => {
  const { page, errors, context } = await signedIn(USER, PASSWORD);
  await page.getByLabel("Organization").selectOption(org);
  await open(page, "API keys", "API keys");
  const section = page.locator(`section[data-board="${board}"]`);
  await section.getByRole("button", { name: "Create key" }).click();
  await section.locator(".field-error", { hasText: "name" }).waitFor();
  assert.equal(await section.getByLabel("Name of a new key").getAttribute("aria-invalid"), "true");
  await section.getByLabel("Name of a new key").fill("Walk key");
  await section.getByLabel("Scope").selectOption("read");
  await section.getByRole("button", { name: "Create key" }).click();
  const banner = section.locator(".secret");
  await banner.getByText("Key “Walk key” (read), shown only now").waitFor();
  const plain = (await banner.locator("code").textContent()).trim();
  const listed = await api("GET", `/api/admin/boards/${board}/api-keys`);
  const made = listed.json.data.find((k) => k.name === "Walk key");
  assert.equal(made.scope, "read", listed.text);
  const read = await fetch(`${BASE}/api/board/${board}?pageSize=1`, { headers: { "x-token": plain } });
  assert.equal(read.status, 200, "the key shown reads its board");
  await section.locator("tr", { hasText: "Walk key" }).getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await section.locator("tr", { hasText: "Walk key" }).getByText("revoked").waitFor();
  assert.equal(await banner.count(), 0, "the banner of a revoked key is gone");
  const after = await fetch(`${BASE}/api/board/${board}?pageSize=1`, { headers: { "x-token": plain } });
  assert.equal(after.status, 401, "a revoked key opens nothing");
  assert.deepEqual(errors.filter((e) => !e.startsWith("400 ")), [], "no failed request or script error");
  await context.close();
});

test("a Staff user sees the views of their organization, and none an Admin keeps", async () => {
  const { page, errors, context } = await signedIn(STAFF, STAFF_PASSWORD);
  assert.ok(await page.getByLabel("Organization").isHidden(), "a user works in their own organization");
  for (const [label, heading] of VIEWS) {
    const link = nav(page).getByRole("link", { name: label, exact: true });
    if (MANAGE_ONLY.has(label)) {
      assert.ok(await link.isHidden(), `no ${label} for Staff`);
      continue;
    }
    await open(page, label, heading);
    await assertAccessible(page, `${label} as Staff`);
  }
  await nav(page).getByRole("link", { name: "Boards", exact: true }).click();
  await page.getByRole("link", { name: "Applications" }).waitFor();
  assert.deepEqual(errors, [], "no failed request or script error");
  await context.close();
});

test("every view fits a 360 px phone without sideways scrolling", async () => {
  const { page, errors, context } = await signedIn(USER, PASSWORD, { width: 360, height: 740 });
  await page.getByLabel("Organization").selectOption(org);
  for (const [label, heading] of VIEWS) {
    await open(page, label, heading);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${label}: the page is ${overflow}px wider than the window`);
  }
  assert.deepEqual(errors, [], "no failed request or script error");
  await context.close();
});

test("the navigation works by keyboard alone", async () => {
  const { page, context } = await signedIn(USER, PASSWORD);
  // The organization picker by keyboard: focus it, type the start of the organization's name.
  await page.getByLabel("Organization").focus();
  await page.keyboard.type(orgName.slice(0, 10));
  await page.getByLabel("Organization").selectOption(org);
  // The view redrawn for the organization takes the focus when it is ready: the walk starts after that.
  await page.locator("#view:not([aria-busy])").waitFor();
  await page.waitForFunction(() => document.activeElement?.id === "main");
  for (const [label, heading] of VIEWS) {
    // From the skip link, Tab moves through the navigation in order; Enter opens the view.
    await page.locator(".skip").focus();
    let focused = "";
    for (let presses = 0; presses < 20 && focused !== label; presses++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() || "");
    }
    assert.equal(focused, label, `${label} is reached by Tab`);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    // The view that is already open (Overview, first) is drawn again: its heading and an idle view are there
    // before the new drawing starts, so the focus is awaited, within a deadline, rather than read at once.
    const moved = await page
      .waitForFunction(() => document.activeElement?.id === "main", null, { timeout: 5000 })
      .then(() => true, () => false);
    assert.ok(moved, `${label}: focus moves to the view (it is on '${await page.evaluate(() => document.activeElement?.id)}')`);
    await page.locator("#view:not([aria-busy])").waitFor();
  }
  await context.close();
});
