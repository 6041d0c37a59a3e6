// Headless Chromium walks the console's Contacts and Submissions as a property manager would: the operator picks
// the organization, searches contacts by e-mail address and by name, pages and sorts them, opens a contact and
// sees their cards on every board and their e-mail verification history (statuses and times, never a code),
// then chooses a form and opens the card of its newest submission. A Staff user sees the same contacts of their
// own organization only. Each view is checked with axe in light and dark, and at 360 px wide.
// Env: PORTAL_BASE_URL, PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder). The page text of the
// contact view is left in SCREENSHOTS/contact-view.txt for the Java test to hold against the mailed code.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
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

const id = (prefix) => `${prefix}-${randomUUID().slice(0, 8)}`;
// Sorted by id, the organization picker's list holds this organization early however many other tests made.
const org = id("org-00");
const otherOrg = id("org-00");
const orgName = `Bayside Rentals ${org.slice(7)}`;
const leases = id("board");
const repairs = id("board");
const form = id("form");
const formName = `Apply ${form.slice(5)}`;
const robin = { _id: id("contact"), firstname: "Robin", lastname: "Banks", email: `robin.${id("r")}@example.com`,
  phone: "+1 206 555 0101", contactType: "Tenant" };
const sam = { _id: id("contact"), firstname: "Sam", lastname: "Lee", email: `sam.${id("s")}@example.com`,
  contactType: "Owner" };
// Enough others to make a second page of 25.
const others = Array.from({ length: 27 }, (_, i) => ({ _id: id("contact"), firstname: "Tenant",
  lastname: `Number ${String(i + 1).padStart(2, "0")}`, email: `t${i + 1}.${id("t")}@example.com` }));
const stranger = { _id: id("contact"), firstname: "Robin", lastname: "Elsewhere", email: `robin.${id("x")}@example.com` };
const staffEmail = `${id("staff")}@example.com`;
const staffPassword = `harbour-lantern-${randomUUID().slice(0, 8)}`;
let key;
const cards = {};
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

const core = (method, url, body) => api(method, url, body, { "x-token": key });

before(async () => {
  const imported = await api("POST", "/api/admin/import", {
    organizations: [{ _id: org, name: orgName }],
    contacts: [robin, sam, ...others].map((c) => ({ ...c, companyId: org })),
    boards: [
      { _id: leases, companyId: org, name: "Leases", apiEnabled: true,
        fields: [{ key: "applicant", label: "Applicant", type: "text" }, { key: "email", label: "E-mail", type: "email" }] },
      { _id: repairs, companyId: org, name: "Repairs", apiEnabled: true, fields: [] },
    ],
    // The form identifies no applicant, so the contacts listed below are the imported ones (forms.test.mjs and
    // ApplicantContactsIT cover applicants becoming contacts).
    forms: [{ _id: form, companyId: org, boardId: leases, name: formName, applicant: null, fields: [
      { uuid: "f-name", label: "Full name", type: "string", required: true, fieldKey: "applicant" },
      { uuid: "f-email", label: "E-mail", type: "email", required: true, fieldKey: "email" }] }],
  });
  assert.equal(imported.status, 200, imported.text);
  const other = await api("POST", "/api/admin/import", {
    organizations: [{ _id: otherOrg, name: "Elsewhere Homes" }],
    contacts: [{ ...stranger, companyId: otherOrg }],
  });
  assert.equal(other.status, 200, other.text);
  const made = await api("POST", `/api/admin/boards/${leases}/api-keys`, { name: "contacts test" });
  assert.equal(made.status, 201, made.text);
  key = made.json.key;
  for (const [name, board, references] of [["Lease 4B", leases, [robin._id]], ["Leaking tap", repairs, [robin._id]],
    ["Lease 7A", leases, [sam._id]]]) {
    const card = await core("POST", `/api/board/${board}`, { name, references });
    assert.equal(card.status, 200, card.text);
    cards[name] = card.json.data._id;
  }
  for (const applicant of ["First Applicant", "Second Applicant"]) {
    const sent = await api("POST", "/api/portal/forms/submit", { formId: form, cardId: "new", boardId: leases,
      data: { "f-name": applicant, "f-email": `${applicant.split(" ")[0].toLowerCase()}@example.com` } }, {});
    assert.equal(sent.status, 200, sent.text);
  }
  const verification = await core("POST", "/api/contacts/verify-email", { email: robin.email });
  assert.equal(verification.status, 200, verification.text);
  const staff = await api("POST", `/api/admin/organizations/${org}/users`,
    { email: staffEmail, firstName: "Kai", lastName: "Staff", role: "Staff", password: staffPassword });
  assert.equal(staff.status, 201, staff.text);
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

async function signIn(user, password) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(user);
  await page.getByLabel("Password").fill(password);
  await Promise.all([page.waitForURL(`${BASE}/admin/`), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  return { context, page, problems };
}

// The view in light and dark: axe, the contrast of every text, a screenshot of each; then 360 px wide without
// sideways scrolling.
async function judge(page, view) {
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await assertAccessible(page, `${view} (${scheme})`);
    assert.deepEqual(await page.evaluate(lowContrast), [], `${view} (${scheme}): text below AA contrast`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `console-${view}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${view}: the page is ${overflow}px wider than a 360 px window`);
  await page.setViewportSize({ width: 1200, height: 900 });
}

const names = (page) => page.locator("#contacts-table tbody tr td:first-child").allTextContents();
const fullName = (c) => `${c.firstname} ${c.lastname}`;

test("the operator finds a contact, sees their cards and verification history, and opens a form's newest submission",
  async () => {
    const { context, page, problems } = await signIn(USER, PASSWORD);
    await page.getByLabel("Organization").selectOption(org);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Contacts" }).click();
    await page.getByRole("heading", { name: "Contacts", level: 1 }).waitFor();
    const range = page.locator("#contacts-range");
    await range.getByText("1–25 of 29").waitFor();

    // By name, in the order the API gives: ascending, then descending at a click on the column's heading.
    const byName = (await core("GET", "/api/contacts?sort=name&pageSize=25")).json.data.map((c) => c.fullName);
    assert.deepEqual(await names(page), byName);
    assert.equal(byName[0], fullName(robin));
    await page.getByRole("button", { name: "Name, sort descending" }).click();
    await page.getByRole("button", { name: "Name, sort ascending" }).waitFor();
    const descending = (await core("GET", "/api/contacts?sort=-name&pageSize=25")).json.data.map((c) => c.fullName);
    assert.deepEqual(await names(page), descending);
    assert.equal(await page.locator("th[aria-sort]").getAttribute("aria-sort"), "descending");
    assert.match(page.url(), /#contacts\/\/-name\/0$/);
    await page.getByRole("button", { name: "Next" }).click();
    await range.getByText("26–29 of 29").waitFor();
    assert.equal((await names(page)).length, 4);
    await page.getByRole("button", { name: "E-mail address, sort ascending" }).click();
    await range.getByText("1–25 of 29").waitFor();
    const byEmail = (await core("GET", "/api/contacts?sort=email&pageSize=25")).json.data.map((c) => c.email);
    assert.deepEqual(await page.locator("#contacts-table tbody tr td:nth-child(2)").allTextContents(), byEmail);
    await judge(page, "contacts");

    // A search that is an address finds that address exactly (in any case); a broken one is named beside the box.
    const search = page.getByLabel("Name or e-mail address");
    await search.fill("robin@");
    await page.getByRole("button", { name: "Search" }).click();
    await page.locator("#contact-search-error").getByText("must be a valid e-mail address").waitFor();
    assert.equal(await search.getAttribute("aria-invalid"), "true");
    await search.fill(robin.email.toUpperCase());
    await search.press("Enter");
    await range.getByText("1–1 of 1").waitFor();
    assert.equal(await page.locator("#contact-search-error").isHidden(), true);
    assert.deepEqual(await names(page), [fullName(robin)]);
    // By name: every word a part of the name; the other organization's Robin is not among them.
    await search.fill("robin");
    await search.press("Enter");
    await range.getByText("1–1 of 1").waitFor();
    assert.deepEqual(await names(page), [fullName(robin)]);
    await search.fill("NUMBER tenant");
    await search.press("Enter");
    await range.getByText("1–25 of 27").waitFor();
    await search.fill("nobody-here");
    await search.press("Enter");
    await page.locator("#contacts-none").waitFor();

    // The contact: details, cards on both boards, and the verification history without a code.
    await search.fill("banks");
    await search.press("Enter");
    await range.getByText("1–1 of 1").waitFor();
    await page.getByRole("link", { name: fullName(robin) }).click();
    await page.getByRole("heading", { name: fullName(robin), level: 1 }).waitFor();
    assert.match(page.url(), new RegExp(`#contact/${robin._id}$`));
    const details = page.locator("dl.details");
    await details.getByText(robin.email).waitFor();
    await details.getByText("Tenant").waitFor();
    const cardLinks = page.locator("section[aria-labelledby=contact-cards-heading] tbody a");
    assert.deepEqual((await cardLinks.allTextContents()).sort(), ["Leaking tap", "Lease 4B"]);
    assert.equal(await page.getByRole("link", { name: "Lease 4B" }).getAttribute("href"),
      `#card/${leases}/${cards["Lease 4B"]}`);
    assert.equal(await page.getByRole("link", { name: "Leaking tap" }).getAttribute("href"),
      `#card/${repairs}/${cards["Leaking tap"]}`);
    const history = page.locator("section[aria-labelledby=contact-verifications-heading]");
    await history.getByText("waiting for the code").waitFor();
    const started = await history.locator("tbody time").first().getAttribute("datetime");
    assert.ok(Math.abs(Date.parse(started) - Date.now()) < 10 * 60_000, `started ${started}`);
    const historyText = await history.innerText();
    assert.doesNotMatch(historyText, /\d{6}/, "no code-like value in the verification history");
    writeFileSync(path.join(SCREENSHOTS, "contact-view.txt"), await page.locator("#view").innerText());
    await judge(page, "contact");

    // Back to the list as it was.
    await page.goBack();
    await range.getByText("1–1 of 1").waitFor();
    assert.equal(await search.inputValue(), "banks");

    // Submissions: the form's, newest first; a row opens its card's address.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Submissions" }).click();
    await page.getByRole("heading", { name: "Submissions", level: 1 }).waitFor();
    await page.getByLabel("Form", { exact: true }).selectOption(form);
    await page.locator("#submissions-range").getByText("1–2 of 2").waitFor();
    const rows = page.locator("#submission-results tbody tr");
    assert.deepEqual(await rows.locator("td:nth-child(2)").allTextContents(),
      [`${formName}: Second Applicant`, `${formName}: First Applicant`]);
    const times = await rows.locator("time").evaluateAll((list) => list.map((t) => Date.parse(t.dateTime)));
    assert.ok(times[0] >= times[1], `newest first: ${times}`);
    await judge(page, "submissions");
    const newest = (await core("GET", `/api/board/${leases}?keyTerm=Second%20Applicant`)).json.data[0]._id;
    await rows.first().getByRole("link").click();
    await page.waitForURL(`${BASE}/admin/#card/${leases}/${newest}`);
    assert.deepEqual(problems, [], "no script error or server failure");
    await context.close();
  });

test("a Staff user sees the same contacts, of their own organization only", async () => {
  const { context, page, problems } = await signIn(staffEmail, staffPassword);
  assert.equal(await page.locator("#org-choice").isHidden(), true, "a user has no organization to pick");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Contacts" }).click();
  const range = page.locator("#contacts-range");
  await range.getByText("1–25 of 29").waitFor();
  const search = page.getByLabel("Name or e-mail address");
  await search.fill("robin");
  await search.press("Enter");
  await range.getByText("1–1 of 1").waitFor();
  assert.deepEqual(await names(page), [fullName(robin)]);
  await search.fill(stranger.email);
  await search.press("Enter");
  await page.locator("#contacts-none").waitFor();
  await page.goto(`${BASE}/admin/#contact/${robin._id}`);
  await page.getByRole("heading", { name: fullName(robin), level: 1 }).waitFor();
  await page.locator("section[aria-labelledby=contact-verifications-heading]").getByText("waiting for the code").waitFor();
  await page.goto(`${BASE}/admin/#contact/${stranger._id}`);
  await page.getByText("No such contact in this organization.").waitFor();
  assert.deepEqual(problems, [], "no script error or server failure");
  await context.close();
});
