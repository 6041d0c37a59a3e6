// Headless Chromium drives the console's Users section of an organization as a person would: invites a user
// with a password (active) and two without (invited, mailed a link), sees the API's objections next to the
// fields they name, changes a role, archives a user after a confirmation, and checks that each status badge
// really shows its colour. The Java wrapper (ConsoleUsersBrowserIT) checks the mails.
// Env: PORTAL_BASE_URL, PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder), ACTIVE_EMAIL,
// INVITED_EMAIL, INVITED_EMAIL_2 (addresses no other test uses).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createHmac, randomUUID } from "node:crypto";
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
const unique = () => randomUUID().slice(0, 8);
const ACTIVE = process.env.ACTIVE_EMAIL || `kim-${unique()}@example.com`;
const INVITED = process.env.INVITED_EMAIL || `ava-${unique()}@example.com`;
const INVITED_2 = process.env.INVITED_EMAIL_2 || `noah-${unique()}@example.com`;

const org = `org-users-${unique()}`;
const orgName = `Harbor Homes ${org.slice(-4)}`;
let browser;
let tab;
const pageErrors = [];

async function api(method, url, body) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", Authorization: AUTH },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

const usersPath = `/api/admin/organizations/${org}/users`;
const userByEmail = async (email) => (await api("GET", usersPath)).json.data.find((u) => u.email === email);
// The 400 and 409 answers this test provokes on purpose are the only refusals allowed.
const expectedRefusal = (url, status) => url.endsWith(usersPath) && (status === 400 || status === 409);

before(async () => {
  const imported = await api("POST", "/api/admin/import", { organizations: [{ _id: org, name: orgName }] });
  assert.equal(imported.status, 200, imported.text);
  browser = await launch();
  tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  tab.on("console", (message) => {
    if (message.type() !== "error") return;
    const status = Number(message.text().match(/status of (\d{3})/)?.[1]);
    if (!expectedRefusal(new URL(message.location().url || BASE).pathname, status)) pageErrors.push(message.text());
  });
  tab.on("response", (response) => {
    if (response.status() >= 400 && !expectedRefusal(new URL(response.url()).pathname, response.status())) {
      pageErrors.push(`${response.status()} ${response.url()}`);
    }
  });
  tab.on("pageerror", (error) => pageErrors.push(String(error)));
});

after(async () => {
  await browser?.close();
});

// An invitation's message stands beside the invitation form; a role change's or an archive's, beside the list.
const statusLine = () => tab.locator("#invite + .near-status");
const listStatus = () => tab.locator("#users + .near-status");
const row = (email) => tab.locator("#users tbody tr", { hasText: email });
const style = (locator, ...properties) => locator.evaluate((element, names) => {
  const computed = getComputedStyle(element);
  return Object.fromEntries(names.map((name) => [name, computed[name]]));
}, properties);

async function invite({ email, first, last, role, password }) {
  await tab.getByLabel("E-mail address").fill(email);
  await tab.getByLabel("First name").fill(first);
  await tab.getByLabel("Last name").fill(last);
  await tab.getByLabel("Role", { exact: true }).selectOption(role);
  await tab.getByLabel("Password (optional)").fill(password ?? "");
  await tab.getByRole("button", { name: "Invite user" }).click();
}

test("the operator invites, changes a role and archives an organization's users", async () => {
  await tab.goto(`${BASE}/admin/sign-in`);
  await tab.getByLabel("E-mail address or user name").fill(USER);
  await tab.getByLabel("Password").fill(PASSWORD);
  await Promise.all([tab.waitForURL(`${BASE}/admin/`), tab.getByRole("button", { name: "Sign in", exact: true }).click()]);
  // The overview first, so its answer cannot replace the organization's page when it comes late.
  await tab.getByRole("heading", { name: "Overview" }).waitFor();
  await tab.goto(`${BASE}/admin/#org/${org}`);
  const section = tab.getByRole("region", { name: "Users" });
  await section.getByText("No users yet.").waitFor();
  assert.match(await tab.locator("#invite-password").getAttribute("aria-describedby"), /invite-password-hint/);
  assert.match(await tab.locator("#invite-password-hint").textContent(), /valid for 72 hours/);

  // The API's objections stand next to the fields they name, in plain words; the first of them gets the focus.
  await invite({ email: "not an address", first: "Kim", last: "Lee", role: "Staff", password: "short" });
  await tab.locator("#invite-email-error").getByText("Enter an e-mail address such as name@example.com.").waitFor();
  assert.equal(await tab.locator("#invite-password-error").textContent(), "Password must be at least 12 characters.");
  assert.equal(await tab.locator("#invite-email").getAttribute("aria-invalid"), "true");
  assert.equal(await tab.locator("#invite-firstName").getAttribute("aria-invalid"), null);
  assert.ok(await tab.locator("#invite-firstName-error").isHidden());
  assert.equal(await tab.evaluate(() => document.activeElement.id), "invite-email");
  assert.match(await statusLine().textContent(), /not added/);
  assert.equal((await api("GET", usersPath)).json.data.length, 0);

  // With a password, by keyboard: the user is active at once (the wrapper checks no mail went out).
  await tab.getByLabel("E-mail address").fill(ACTIVE);
  await tab.keyboard.press("Tab");
  await tab.keyboard.type("Kim");
  await tab.keyboard.press("Tab");
  await tab.keyboard.type("Lee");
  await tab.keyboard.press("Tab");
  await tab.keyboard.press("Tab");
  assert.equal(await tab.evaluate(() => document.activeElement.id), "invite-password");
  await tab.keyboard.type("tangerine-sky-42");
  await tab.keyboard.press("Enter");
  await statusLine().getByText("Kim Lee is added and active.").waitFor();
  await row(ACTIVE).getByText("active", { exact: true }).waitFor();
  assert.ok(await tab.locator("#invite-email-error").isHidden(), "a success clears the errors");
  assert.equal(await tab.locator("#invite-email").getAttribute("aria-invalid"), null);
  assert.equal(await tab.getByLabel("Password (optional)").inputValue(), "", "the password is not kept in the form");
  const kim = await userByEmail(ACTIVE);
  assert.deepEqual([kim.firstName, kim.lastName, kim.role, kim.status], ["Kim", "Lee", "Staff", "active"]);

  // Without a password: invited, and the status line says an e-mail went out.
  await invite({ email: INVITED, first: "Ava", last: "Martinez", role: "Admin" });
  await statusLine().getByText(`Ava Martinez is invited: an e-mail with a link valid for 72 hours went to ${INVITED}.`)
    .waitFor();
  await row(INVITED).getByText("invited", { exact: true }).waitFor();
  await invite({ email: INVITED_2, first: "Noah", last: "Brooks", role: "Viewer" });
  await row(INVITED_2).getByText("invited", { exact: true }).waitFor();
  assert.equal((await userByEmail(INVITED)).status, "invited");
  assert.equal((await userByEmail(INVITED_2)).role, "Viewer");

  // A role change, kept by the server; the focus stays on the user's button.
  await tab.getByLabel("Role of Kim Lee", { exact: true }).selectOption("Admin");
  await tab.getByRole("button", { name: "Change role of Kim Lee" }).click();
  await listStatus().getByText("Kim Lee is now Admin.").waitFor();
  assert.equal((await userByEmail(ACTIVE)).role, "Admin");
  assert.equal(await tab.evaluate(() => document.activeElement.getAttribute("aria-label")), "Change role of Kim Lee");

  // Archiving asks first: cancelled, nothing changes; confirmed, the user is archived, greyed, with no actions.
  await tab.getByRole("button", { name: "Archive Ava Martinez" }).click();
  await tab.locator("#confirm").getByRole("button", { name: "Cancel" }).click();
  assert.equal((await userByEmail(INVITED)).status, "invited");
  await tab.getByRole("button", { name: "Archive Ava Martinez" }).click();
  assert.match(await tab.locator("#confirm-text").textContent(), new RegExp(`Archive Ava Martinez \\(${INVITED}\\)`));
  await tab.locator("#confirm").getByRole("button", { name: "Archive" }).click();
  await listStatus().getByText("Ava Martinez is archived.").waitFor();
  await row(INVITED).getByText("archived", { exact: true }).waitFor();
  assert.equal((await userByEmail(INVITED)).status, "archived");
  assert.equal(await row(INVITED).locator("button, select").count(), 0, "an archived user has no actions");
  assert.deepEqual(await style(row(INVITED).locator("td").first(), "color", "backgroundColor"),
    { color: "rgb(74, 83, 94)", backgroundColor: "rgb(242, 244, 247)" }, "an archived user is greyed");
  assert.deepEqual(await style(row(ACTIVE).locator("td").first(), "color", "backgroundColor"),
    { color: "rgb(27, 31, 36)", backgroundColor: "rgba(0, 0, 0, 0)" });

  // Each status shows its own colour on its own tint.
  const badge = (email, status) => row(email).locator(`.badge.user-${status}`);
  assert.deepEqual(await style(badge(ACTIVE, "active"), "color", "backgroundColor"),
    { color: "rgb(29, 107, 53)", backgroundColor: "rgb(230, 244, 234)" });
  assert.deepEqual(await style(badge(INVITED_2, "invited"), "color", "backgroundColor"),
    { color: "rgb(122, 77, 0)", backgroundColor: "rgb(255, 244, 214)" });
  assert.deepEqual(await style(badge(INVITED, "archived"), "color", "backgroundColor"),
    { color: "rgb(74, 83, 94)", backgroundColor: "rgb(228, 231, 235)" });

  // An address the organization has, even an archived user's, in another case: refused next to the e-mail field.
  await invite({ email: INVITED.toUpperCase(), first: "Ava", last: "Martin", role: "Staff" });
  const duplicate = tab.locator("#invite-email-error");
  await duplicate.getByText("already has this e-mail address").waitFor();
  assert.match(await tab.locator("#invite-email").getAttribute("aria-describedby"), /invite-email-error/);
  assert.equal(await tab.evaluate(() => document.activeElement.id), "invite-email");
  assert.equal((await api("GET", usersPath)).json.data.length, 3);

  assert.deepEqual(await tab.evaluate(lowContrast), [], "users: text below AA contrast");
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: path.join(SCREENSHOTS, "console-users.png") });
  assert.deepEqual(pageErrors, [], "no script error or refused content");
});

test("a user of the organization signs in with their e-mail address and sees their organization alone", async () => {
  const kim = await userByEmail(ACTIVE);
  const changed = await api("PATCH", `${usersPath}/${kim._id}`, { role: "Staff" });
  assert.equal(changed.status, 200, changed.text);
  const own = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await own.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(ACTIVE.toUpperCase());
  await page.getByLabel("Password").fill("tangerine-sky-42");
  await Promise.all([page.waitForURL(`${BASE}/admin/`), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await page.getByRole("link", { name: orgName }).waitFor();
  assert.equal(await page.locator("#user").textContent(), ACTIVE);
  assert.equal(await page.locator("#role").textContent(), "Staff");
  assert.equal(await page.locator("#overview tbody tr, main table tbody tr").count(), 1, "one organization: Kim's");
  assert.ok(await page.getByRole("link", { name: "Audit", exact: true }).isHidden(), "no audit log for Staff");
  assert.ok(await page.getByRole("link", { name: "Import" }).isHidden(), "no import for Staff");

  await page.getByRole("link", { name: "Profile" }).click();
  await page.getByRole("heading", { name: "Your profile" }).waitFor();
  await page.getByLabel("First name").fill("Kimberly");
  await page.getByRole("button", { name: "Save name" }).click();
  await page.locator("#name-message").getByText("Saved: Kimberly Lee.").waitFor();
  assert.equal((await userByEmail(ACTIVE)).firstName, "Kimberly");
  assert.deepEqual(await page.evaluate(lowContrast), [], "profile: text below AA contrast");
  await page.screenshot({ path: path.join(SCREENSHOTS, "console-profile.png"), fullPage: true });
  assert.deepEqual(errors, [], "no script error or refused call");
  await own.close();
});

// The code an authenticator app shows for a Base32 secret at a time (RFC 6238: HMAC-SHA1, 6 digits, 30 s).
function totp(secret, seconds) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const key = [];
  let value = 0;
  let bits = 0;
  for (const c of secret) {
    value = ((value << 5) | alphabet.indexOf(c)) & 0xffff;
    bits += 5;
    if (bits >= 8) { key.push((value >>> (bits - 8)) & 255); bits -= 8; }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(seconds / 30)));
  const mac = createHmac("sha1", Buffer.from(key)).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  const number = ((mac[offset] & 127) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(number % 1000000).padStart(6, "0");
}

test("a user sets up a second factor on their profile and then signs in with its code", async () => {
  const own = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await own.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  const signIn = async (code) => {
    await page.goto(`${BASE}/admin/sign-in`);
    await page.getByLabel("E-mail address or user name").fill(ACTIVE);
    await page.getByLabel("Password").fill("tangerine-sky-42");
    if (code) await page.getByLabel("Authenticator code").fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  };
  await signIn();
  await page.waitForURL(`${BASE}/admin/`);
  await page.goto(`${BASE}/admin/#profile`);
  await page.getByRole("heading", { name: "Second factor" }).waitFor();
  // A session alone sets up no second factor: the current password is asked, and a wrong one is named.
  await page.getByLabel("Current password, to set one up").fill("not my password at all");
  await page.getByRole("button", { name: "Set up a second factor" }).click();
  await page.locator("#second-factor-message").getByText("Current password is not your password").waitFor();
  await page.getByLabel("Current password, to set one up").fill("tangerine-sky-42");
  await page.getByRole("button", { name: "Set up a second factor" }).click();
  const secret = (await page.locator("#second-factor-secret").textContent()).trim();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  const qr = page.getByRole("img", { name: "QR code of the second factor's set-up link" });
  await qr.waitFor();
  assert.ok(await qr.evaluate((img) => img.decode().then(() => img.naturalWidth > 0)), "the QR code is drawn");
  const now = Date.now() / 1000;
  await page.getByLabel("Code from the app").fill(totp(secret, now));
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.locator("#second-factor-message").getByText("The second factor is on.").waitFor();
  assert.equal((await userByEmail(ACTIVE)).secondFactor, true);
  assert.deepEqual(await page.evaluate(lowContrast), [], "second factor: text below AA contrast");
  await page.screenshot({ path: path.join(SCREENSHOTS, "console-second-factor.png"), fullPage: true });

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(`${BASE}/admin/sign-in`);
  // Without the code: back to the form, which asks for it (a refused sign-in is a redirect, not an error page).
  await signIn();
  await page.locator("#problem").getByText("enter the code your authenticator app shows").waitFor();
  // The next step's code (the one that turned it on is taken).
  await signIn(totp(secret, now + 30));
  await page.waitForURL(`${BASE}/admin/`);
  // The page names the signed-in user once it has read its session.
  await page.locator("#user", { hasText: ACTIVE }).waitFor();
  assert.equal(await page.locator("#user").textContent(), ACTIVE);
  assert.deepEqual(errors, [`400 ${BASE}/api/admin/profile/second-factor`],
    "no script error or refused call but the wrong current password's");
  await own.close();
});
