// Headless Chromium drives the console's form editor and a board's field list as the operator would: picks the
// organization, makes a new form whose bad values are named next to their fields, watches the preview (drawn by
// the embed script itself) follow the changes, saves it and opens it on its public page, adds a required field
// and saves by keyboard alone; then adds a board field, sees it through the core API with a key, and switches
// the board's API off. axe-core in light and dark, and a 360 px window without sideways scrolling.
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
const org = `org-forms-${unique()}`;
const orgName = `Showings ${org.slice(-4)}`;
const board = `board-forms-${unique()}`;

let browser;
let tab;
let formId;
const pageErrors = [];

async function api(method, url, body, headers = { Authorization: AUTH }) {
  const response = await fetch(BASE + url, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

// The 400s this test provokes on purpose are the only refusals allowed.
const expectedRefusal = (url, status) => status === 400
  && (url.endsWith("/api/admin/forms") || /\/api\/admin\/forms\/[^/]+$/.test(url) || url.endsWith(`/boards/${board}/fields`));

async function signIn(page) {
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(USER);
  await page.getByLabel("Password").fill(PASSWORD);
  await Promise.all([page.waitForURL(`${BASE}/admin/`), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await page.getByRole("heading", { name: "Overview" }).waitFor();
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
  const imported = await api("POST", "/api/admin/import", {
    organizations: [{ _id: org, name: orgName }],
    boards: [{ _id: board, companyId: org, name: "Showings", apiEnabled: true, fields: [
      { key: "email", label: "E-mail", type: "email" },
      { key: "phone", label: "Phone", type: "phone" },
      { key: "notes", label: "Notes", type: "textarea" },
    ] }],
  });
  assert.equal(imported.status, 200, imported.text);
  browser = await launch();
  tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
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

const row = (index) => tab.locator("#form-fields > li").nth(index);
const preview = () => tab.locator("#form-preview");

test("the operator makes a form, sees its errors beside its fields, previews, saves and edits it", async () => {
  await signIn(tab);
  await tab.getByLabel("Organization", { exact: true }).selectOption(org);
  await tab.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Forms" }).click();
  await tab.getByText("This organization has no forms yet.").waitFor();
  await tab.getByRole("link", { name: "New form" }).click();
  await tab.getByRole("heading", { name: "New form" }).waitFor();
  await tab.getByLabel("Form name").fill("Viewing request");
  assert.equal(await tab.getByLabel("Board", { exact: true }).inputValue(), board);

  // Two fields: the first with an empty label and a list without options; the preview follows each change.
  await tab.getByRole("button", { name: "Add field" }).click();
  assert.equal(await tab.evaluate(() => document.activeElement.id), "field-0-label");
  await row(0).getByLabel("Type").selectOption("select");
  await tab.getByRole("button", { name: "Add field" }).click();
  await row(1).getByLabel("Label").fill("Your e-mail");
  await row(1).getByLabel("Type").selectOption("email");
  await row(1).getByLabel("Board field it fills").selectOption("email");
  await row(1).getByLabel("Required").check();
  await preview().getByLabel("Your e-mail").waitFor();
  assert.equal(await preview().getByLabel("Your e-mail").getAttribute("aria-required"), "true");

  await tab.getByRole("button", { name: "Create form" }).click();
  const labelError = row(0).locator("#field-0-label-error");
  await labelError.getByText("The label must not be blank.").waitFor();
  assert.equal(await row(0).locator("#field-0-options-error").textContent(), "Options are required for a select field.");
  assert.equal(await row(0).getByLabel("Label").getAttribute("aria-invalid"), "true");
  assert.match(await row(0).getByLabel("Label").getAttribute("aria-describedby"), /field-0-label-error/);
  assert.ok(await row(1).locator(".field-error").first().isHidden(), "the good field shows no error");
  assert.equal(await tab.evaluate(() => document.activeElement.id), "field-0-label");
  const none = await api("GET", "/api/admin/forms?limit=1000");
  assert.ok(!none.json.data.some((f) => f.companyId === org), "nothing was saved");

  // Fixed, the preview shows the list with its options; saved, the form is the editor's own page.
  await row(0).getByLabel("Label").fill("Preferred time");
  await row(0).getByLabel("Options, one per line").fill("Morning\nAfternoon");
  const time = preview().getByLabel("Preferred time");
  await time.waitFor();
  assert.deepEqual(await time.locator("option").allTextContents(), ["Choose…", "Morning", "Afternoon"]);
  await tab.getByRole("button", { name: "Create form" }).click();
  await tab.getByRole("heading", { name: "Form: Viewing request" }).waitFor();
  formId = decodeURIComponent(new URL(tab.url()).hash.split("/")[1]);
  await tab.getByText("Form “Viewing request” is saved.").waitFor();
  const saved = await api("GET", `/api/admin/forms/${formId}`);
  assert.equal(saved.status, 200, saved.text);
  assert.equal(saved.json.companyId, org);
  assert.deepEqual(saved.json.fields.map((f) => [f.label, f.type, f.required, f.fieldKey ?? null]),
    [["Preferred time", "select", false, null], ["Your e-mail", "email", true, "email"]]);
  assert.deepEqual(saved.json.applicant, { email: saved.json.fields[1].uuid },
    "a new form identifies its applicant by its one e-mail field");
  assert.match(await tab.locator("#snippet").inputValue(), new RegExp(`data-form="${formId}"`));

  // The public page of the form renders it.
  const page = await browser.newPage();
  const opened = await page.goto(`${BASE}/forms/${formId}/new/${board}`);
  assert.equal(opened.status(), 200);
  await page.getByLabel("Preferred time").waitFor();
  await page.getByLabel("Your e-mail").waitFor();
  await page.close();

  await inBothSchemes(tab, "the form editor", "console-form");

  // By keyboard alone: add a required phone field that fills the board's phone, and save.
  await tab.getByRole("button", { name: "Add field" }).focus();
  await tab.keyboard.press("Enter");
  assert.equal(await tab.evaluate(() => document.activeElement.id), "field-2-label");
  await tab.keyboard.type("Phone");
  await tab.keyboard.press("Tab");
  assert.equal(await tab.evaluate(() => document.activeElement.id), "field-2-type");
  for (let i = 0; i < 3; i++) await tab.keyboard.press("ArrowDown");
  assert.equal(await row(2).getByLabel("Type").inputValue(), "phone");
  await tab.keyboard.press("Tab");
  assert.equal(await tab.evaluate(() => document.activeElement.id), "field-2-fieldKey");
  for (let i = 0; i < 2; i++) await tab.keyboard.press("ArrowDown");
  assert.equal(await row(2).getByLabel("Board field it fills").inputValue(), "phone");
  await tab.keyboard.press("Tab");
  assert.equal(await tab.evaluate(() => document.activeElement.id), "field-2-required");
  await tab.keyboard.press("Space");
  const phone = preview().getByLabel("Phone");
  await phone.waitFor();
  assert.equal(await phone.getAttribute("type"), "tel");
  assert.equal(await phone.getAttribute("aria-required"), "true");
  for (let i = 0; i < 15 && (await tab.evaluate(() => document.activeElement.id)) !== "save-form"; i++) {
    await tab.keyboard.press("Tab");
  }
  assert.equal(await tab.evaluate(() => document.activeElement.id), "save-form");
  const [put] = await Promise.all([
    tab.waitForResponse((r) => r.url().endsWith(`/api/admin/forms/${formId}`) && r.request().method() === "PUT"),
    tab.keyboard.press("Enter"),
  ]);
  assert.equal(put.status(), 200);
  await tab.getByText("Form “Viewing request” is saved.").waitFor();
  const shown = await api("GET", `/forms/${formId}/new/${board}`, undefined, { Accept: "application/json" });
  assert.equal(shown.status, 200, shown.text);
  assert.deepEqual(shown.json.fields.map((f) => [f.label, f.type, f.required]),
    [["Preferred time", "select", false], ["Your e-mail", "email", true], ["Phone", "phone", true]]);

  // Reordered, the preview follows before anything is saved.
  await tab.getByRole("button", { name: "Move up: Phone" }).click();
  assert.deepEqual(await preview().locator(".pp-field label").allTextContents(),
    ["Preferred time", "Phone*", "Your e-mail*"]);
});

test("the applicant: named in the form editor, their submission makes a contact whose page lists it", async () => {
  await tab.goto(`${BASE}/admin/#form/${formId}`);
  await tab.reload();
  await tab.getByRole("heading", { name: "Form: Viewing request" }).waitFor();
  await tab.locator("#view:not([aria-busy])").waitFor();
  const section = tab.locator("#form-applicant");
  await section.getByRole("heading", { name: "The applicant" }).waitFor();
  assert.equal(await section.getByLabel("Their e-mail address").inputValue(),
    (await api("GET", `/api/admin/forms/${formId}`)).json.applicant.email);
  assert.deepEqual(await section.getByLabel("Their phone number").locator("option").allTextContents(), ["None", "Phone"]);
  await section.getByLabel("Their phone number").selectOption({ label: "Phone" });
  await tab.getByRole("button", { name: "Save form" }).click();
  await tab.getByText("Form “Viewing request” is saved.").waitFor();
  const saved = (await api("GET", `/api/admin/forms/${formId}`)).json;
  const uuidOf = (label) => saved.fields.find((f) => f.label === label).uuid;
  assert.deepEqual(saved.applicant, { email: uuidOf("Your e-mail"), phone: uuidOf("Phone") });

  const address = `applicant-${unique()}@example.com`;
  const submitted = await api("POST", "/forms/submit", { formId, cardId: "new", boardId: board,
    data: { [uuidOf("Your e-mail")]: address, [uuidOf("Phone")]: "+1 206 555 0100", [uuidOf("Preferred time")]: "Morning" } },
  { "X-Forwarded-For": "198.18.7.7" });
  assert.equal(submitted.status, 200, submitted.text);

  await tab.goto(`${BASE}/admin/#contacts/${encodeURIComponent(address)}`);
  await tab.getByRole("link", { name: address }).click();
  await tab.getByRole("heading", { name: "Form submissions (1)" }).waitFor();
  const listed = tab.locator("section[aria-labelledby=contact-submissions-heading]");
  assert.equal(await listed.locator(`a[href="#submissions/${formId}"]`).textContent(), "Viewing request");
  await tab.getByRole("heading", { name: "Cards (1)" }).waitFor();
  assert.match(await tab.locator("dl.details").textContent(), /\+1 206 555 0100|2065550100/);
  await inBothSchemes(tab, "a contact who applied", "console-contact-applicant");

  await tab.goto(`${BASE}/admin/#submissions/${formId}`);
  await tab.getByRole("link", { name: "their contact" }).first().waitFor();

  // None: the form's submissions make no contact from then on.
  await tab.goto(`${BASE}/admin/#form/${formId}`);
  await tab.getByRole("heading", { name: "Form: Viewing request" }).waitFor();
  await tab.locator("#view:not([aria-busy])").waitFor();
  await section.getByLabel("Their e-mail address").selectOption("");
  assert.ok(await section.getByLabel("Their phone number").isDisabled(), "no phone without an address");
  await tab.getByRole("button", { name: "Save form" }).click();
  await tab.getByText("Form “Viewing request” is saved.").waitFor();
  assert.equal((await api("GET", `/api/admin/forms/${formId}`)).json.applicant, null);
  assert.deepEqual(pageErrors, [], "no failed request or script error");
});

test("a board's fields: added under the import's rules, seen by the core API, kept while a form fills them", async () => {
  await tab.goto(`${BASE}/admin/#form/${formId}`);
  await tab.getByRole("link", { name: "its fields" }).click();
  await tab.getByRole("heading", { name: "Fields of Showings" }).waitFor();
  assert.equal(await tab.locator("#board-fields tbody tr").count(), 3);

  // A list without options is named next to its options.
  await tab.getByLabel("Key", { exact: true }).fill("size");
  await tab.getByLabel("Label", { exact: true }).fill("Size");
  await tab.getByLabel("Type", { exact: true }).selectOption("select");
  await tab.getByRole("button", { name: "Add field" }).click();
  await tab.locator("#bf-options-error").getByText("Options are required for a select field.").waitFor();
  assert.equal(await tab.getByLabel("Options, one per line").getAttribute("aria-invalid"), "true");
  await tab.getByLabel("Options, one per line").fill("Studio\nTwo rooms");
  await tab.getByRole("button", { name: "Add field" }).click();
  await tab.locator('tr[data-key="size"]').waitFor();

  // By keyboard: a yes/no field.
  await tab.getByLabel("Key", { exact: true }).focus();
  await tab.keyboard.type("parking");
  await tab.keyboard.press("Tab");
  await tab.keyboard.type("Parking");
  await tab.keyboard.press("Tab");
  await tab.keyboard.type("boolean");
  assert.equal(await tab.getByLabel("Type", { exact: true }).inputValue(), "boolean");
  await tab.getByLabel("Label", { exact: true }).press("Enter");
  await tab.locator('tr[data-key="parking"]').waitFor();

  const made = await api("POST", `/api/admin/boards/${board}/api-keys`, { name: "forms test" });
  assert.equal(made.status, 201, made.text);
  const schema = await api("GET", `/api/schema/${board}`, undefined, { "x-token": made.json.key });
  assert.equal(schema.status, 200, schema.text);
  assert.match(schema.text, /"parking"/);
  assert.match(schema.text, /"Two rooms"/);

  // A field a form fills stays, and the page says why.
  await tab.getByRole("button", { name: "Remove email" }).click();
  await tab.locator("#confirm-ok").click();
  await tab.getByText(/must keep the field email/).waitFor();
  await tab.locator('tr[data-key="email"]').waitFor();

  await inBothSchemes(tab, "the board's fields", "console-board-fields");

  // The API switch off: the core API answers 403 API_DISABLED, as documented.
  await tab.getByLabel("The board answers its API keys").uncheck();
  await tab.getByText(/The board's API is off/).waitFor();
  const off = await api("GET", `/api/schema/${board}`, undefined, { "x-token": made.json.key });
  assert.equal(off.status, 403, off.text);
  assert.equal(off.json.error, "API_DISABLED", off.text);
  assert.deepEqual(pageErrors, [], "no script error or unexpected refusal");
});

test("at 360 px the form editor and the field list need no sideways scrolling", async () => {
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signIn(phone);
  for (const [address, heading] of [[`#form/${formId}`, "Form: Viewing request"], [`#board-fields/${board}`, "Fields of Showings"]]) {
    await phone.goto(`${BASE}/admin/${address}`);
    await phone.getByRole("heading", { name: heading }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${heading}: the page is ${overflow}px wider than the window`);
  }
  await phone.close();
});
