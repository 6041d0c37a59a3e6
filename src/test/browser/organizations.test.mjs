// Headless Chromium sets a property business up in the console alone: the operator makes an organization and
// its settings, an Admin of it changes them (a second editor's stale save refused, nothing lost), makes a board,
// switches its API on, makes the first key and archives a board; each page read as text, checked by axe-core in
// light and dark, and photographed for docs/console.md.
// Env: PORTAL_BASE_URL, PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";
import { assertAccessible } from "./axe.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const USER = process.env.PORTAL_ADMIN_USER || "admin";
const PASSWORD = process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret";
const AUTH = "Basic " + Buffer.from(`${USER}:${PASSWORD}`).toString("base64");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");
const unique = () => randomUUID().slice(0, 8);
const org = `org-setup-${unique()}`;
const orgName = `Lakeside Rentals ${org.slice(-4)}`;
const ADMIN = `admin-${unique()}@example.com`;
const ADMIN_PASSWORD = "lakeside-admin-passphrase-9";

let browser;
const problems = [];

async function api(method, url, body, headers = {}) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", Authorization: AUTH, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text, headers: response.headers };
}

async function signedIn(user, password) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("response", (response) => {
    // A stale save (412) and a refused field (400) are what two tests provoke on purpose.
    if (response.status() >= 400 && ![400, 412].includes(response.status())) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(user);
  await page.getByLabel("Password").fill(password);
  await Promise.all([page.waitForURL(`${BASE}/admin/`), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return { page, context };
}

async function inBothSchemes(page, what, screenshot) {
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await assertAccessible(page, `${what} (${scheme})`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${screenshot}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test("the operator makes an organization and sets it up; the portal serves what was saved", async () => {
  const { page, context } = await signedIn(USER, PASSWORD);
  await page.getByRole("link", { name: "New organization" }).click();
  await page.getByRole("heading", { name: "New organization" }).waitFor();
  await page.getByRole("button", { name: "Create organization" }).click();
  await page.locator("#org-name-error").getByText("The name must not be blank.").waitFor();
  await page.getByLabel("Name", { exact: true }).fill(orgName);
  await page.getByLabel("Id (optional)").fill(org);
  await inBothSchemes(page, "new organization", "console-org-new");
  await page.getByRole("button", { name: "Create organization" }).click();
  await page.getByRole("heading", { name: `Settings of ${orgName}` }).waitFor();
  await page.getByText(`Organization “${orgName}” is created: set it up below.`).waitFor();
  assert.equal(await page.getByLabel("Organization", { exact: true }).inputValue(), org, "the console works in it");

  await page.getByLabel("Street").fill("1 Lakeside Way");
  await page.getByLabel("City").fill("Seattle");
  await page.getByLabel("Phone", { exact: true }).fill("+1 206 555 0110");
  await page.getByLabel("Collect the application fee").check();
  await page.getByLabel("Pay stubs asked for").fill("2");
  await page.getByLabel("Marketing title").fill("Homes by the lake");
  await page.getByLabel("Lease terms").fill("<p>12 months<script>alert('x')</script></p>");
  await page.getByLabel("Agent's name").fill("Lee Agent");
  await page.getByLabel("Website").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.locator("#org-website-error").waitFor();
  assert.equal(await page.getByLabel("Website").getAttribute("aria-invalid"), "true");
  assert.equal((await api("GET", `/api/admin/organizations/${org}`)).json.applicationConfig.marketingTitle, undefined,
    "nothing was saved");
  await page.getByLabel("Website").fill("https://lakeside.example");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.getByText(`The settings of “${orgName}” are saved.`).waitFor();

  const saved = (await api("GET", `/api/admin/organizations/${org}`)).json;
  assert.equal(saved.address.street, "1 Lakeside Way");
  assert.equal(saved.companyInfo.collectPayment, true);
  assert.equal(saved.companyInfo.payStubCount, 2);
  assert.equal(saved.applicationConfig.leaseTerms, "<p>12 months</p>", "sanitised");
  assert.equal(saved.applicationConfig.agent.name, "Lee Agent");
  assert.equal(await page.getByLabel("Lease terms").inputValue(), "<p>12 months</p>", "shown back as saved");
  const preview = page.frameLocator("#org-preview-leaseTerms");
  assert.equal((await preview.locator("body").textContent()).trim(), "12 months");
  const served = await api("GET", `/api/portal/company/${org}`, undefined, { Authorization: "" });
  assert.equal(served.status, 200, served.text);
  assert.equal(served.json.applicationConfig.marketingTitle, "Homes by the lake");
  assert.equal(await page.locator("#org-served").getAttribute("href"), `/api/portal/company/${org}`);
  await inBothSchemes(page, "organization settings", "console-org-settings");

  const admin = await api("POST", `/api/admin/organizations/${org}/users`,
    { email: ADMIN, firstName: "Ada", lastName: "Admin", role: "Admin", password: ADMIN_PASSWORD });
  assert.equal(admin.status, 201, admin.text);
  await context.close();
});

test("an Admin changes the settings; a save over someone else's is refused and loses nothing", async () => {
  const { page, context } = await signedIn(ADMIN, ADMIN_PASSWORD);
  await page.goto(`${BASE}/admin/#org/${org}`);
  await page.getByRole("link", { name: "Organization settings" }).click();
  await page.getByRole("heading", { name: `Settings of ${orgName}` }).waitFor();
  await page.getByLabel("Marketing title").fill("Lakeside homes, pets welcome");

  // Someone else saves first, through the API.
  const current = await api("GET", `/api/admin/organizations/${org}`);
  const other = await api("PATCH", `/api/admin/organizations/${org}`, { phone: "+1 206 555 0111" },
    { "Content-Type": "application/merge-patch+json", "If-Match": current.headers.get("etag") });
  assert.equal(other.status, 200, other.text);

  await page.getByRole("button", { name: "Save settings" }).click();
  await page.getByText("Someone saved these settings since you opened them: nothing was saved.").waitFor();
  assert.equal((await api("GET", `/api/admin/organizations/${org}`)).json.applicationConfig.marketingTitle,
    "Homes by the lake");
  await page.getByRole("button", { name: "Load the current version" }).click();
  await page.locator("#view:not([aria-busy])").waitFor();
  assert.equal(await page.getByLabel("Phone", { exact: true }).inputValue(), "+1 206 555 0111", "the other's change");
  await page.getByLabel("Marketing title").fill("Lakeside homes, pets welcome");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.getByText(`The settings of “${orgName}” are saved.`).waitFor();
  const saved = (await api("GET", `/api/admin/organizations/${org}`)).json;
  assert.equal(saved.applicationConfig.marketingTitle, "Lakeside homes, pets welcome");
  assert.equal(saved.phone, "+1 206 555 0111", "both changes kept");
  await context.close();
});

test("an Admin makes a board, switches its API on, makes its first key, and archives a board", async () => {
  const { page, context } = await signedIn(ADMIN, ADMIN_PASSWORD);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Boards" }).click();
  await page.getByText("No boards yet: make the first with New board.").waitFor();
  await page.getByRole("link", { name: "New board" }).click();
  await page.getByRole("heading", { name: "New board" }).waitFor();
  assert.match(await page.locator("#board-api-hint").textContent(), /every key made on this board is refused/);
  await page.getByLabel("Name", { exact: true }).fill("Applications");
  await inBothSchemes(page, "new board", "console-board-new");
  await page.getByRole("button", { name: "Create board" }).click();
  await page.getByRole("heading", { name: "Fields of Applications" }).waitFor();
  await page.getByText("Board “Applications” is created: add its fields below.").waitFor();
  const boardId = decodeURIComponent(new URL(page.url()).hash.split("/")[1]);

  await page.getByRole("link", { name: "The board's keys and tabs" }).click();
  await page.getByRole("heading", { name: "Board: Applications" }).waitFor();
  await page.getByText("Switch the API on above to make the board's keys.").waitFor();
  await page.getByLabel("The board answers its API keys").check();
  await page.getByText("The board's API is on: its keys are answered.").waitFor();
  assert.ok(await page.locator("#key-hint").isHidden());
  await page.getByLabel("Name of a new key").fill("Website");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.locator("#key-value").textContent()).trim();
  const read = await fetch(`${BASE}/api/board/${boardId}?pageSize=1`, { headers: { "x-token": key } });
  assert.equal(read.status, 200, "the first key reads its board");
  await inBothSchemes(page, "a board with its first key", "console-board-first-key");

  await page.getByRole("button", { name: "Archive board" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
  await page.locator("#board-archived").waitFor();
  await page.getByText("Board “Applications” is archived.").waitFor();
  const after = await fetch(`${BASE}/api/board/${boardId}?pageSize=1`, { headers: { "x-token": key } });
  assert.equal(after.status, 403, "the archived board's key stops");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Boards" }).click();
  await page.locator(`tr[data-board="${boardId}"]`).getByText("archived").waitFor();
  assert.deepEqual(problems, [], "no failed request or script error");
  await context.close();
});
