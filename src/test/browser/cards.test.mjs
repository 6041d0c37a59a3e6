// Headless Chromium walks a board's cards in the console as a property manager would: the operator picks the
// organization, opens the board, searches, filters by a field, sorts by a column both ways and pages; opens a
// card and sees every field shown by its type, adds a comment (read back through the API with a key), uploads
// a file and downloads the same bytes, makes a form link and opens its page; an empty comment is refused next to
// its field. A Viewer sees the card without the forms that change it. axe-core in light and dark, and 360 px.
// Env: PORTAL_BASE_URL, PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";
import { assertAccessible } from "./axe.mjs";
import { lowContrast } from "./contrast.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const USER = process.env.PORTAL_ADMIN_USER || "admin";
const PASSWORD = process.env.PORTAL_ADMIN_PASSWORD || "it-admin-secret";
const AUTH = "Basic " + Buffer.from(`${USER}:${PASSWORD}`).toString("base64");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");
const unique = () => randomUUID().slice(0, 8);
const org = `org-cards-${unique()}`;
const orgName = `Bayside Lettings ${org.slice(-4)}`;
const board = `board-cards-${unique()}`;
const contact = `contact-${unique()}`;
const form = `form-${unique()}`;
const viewerEmail = `vera-${unique()}@example.com`;
const viewerPassword = `harbour-lantern-${unique()}`;
const TOTAL = 27;
// The card the test opens: its values, one of each type the card page shows in its own way.
const target = `card-target-${unique()}`;
const targetName = "Harbor View 12B";

let browser;
let key;
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

const core = (url) => api("GET", url, undefined, { "x-token": key });

// Cards 01..26, scored so that no two share a score and the name order differs from the score order.
const scoreOf = (n) => ((n * 7) % 29) + 1;
const stageOf = (n) => ["new", "review", "done"][n % 3];

before(async () => {
  const cards = Array.from({ length: TOTAL - 1 }, (_, i) => {
    const n = i + 1;
    return { _id: `card-${String(n).padStart(2, "0")}-${unique()}`, boardId: board,
      name: `${n % 2 ? "Pier" : "Garden"} flat ${String(n).padStart(2, "0")}`,
      fields: { score: scoreOf(n), stage: stageOf(n), notes: n % 4 === 0 ? "has a dog" : "no pets" } };
  });
  cards.push({ _id: target, boardId: board, name: targetName, references: [contact], fields: {
    email: "robin@example.com", website: "https://harbor.example.com/12b", moveIn: "2027-03-01", pets: true,
    amenities: ["Balcony", "Parking"], score: 99, stage: "review", notes: "Second floor\nfacing the sea",
    rent: { amount: 1250, currency: "EUR" } } });
  const imported = await api("POST", "/api/admin/import", {
    organizations: [{ _id: org, name: orgName }],
    contacts: [{ _id: contact, companyId: org, firstname: "Robin", lastname: "Banks", email: "robin@example.com" }],
    boards: [{ _id: board, companyId: org, name: "Lettings", apiEnabled: true, fields: [
      { key: "stage", label: "Stage", type: "select", options: ["new", "review", "done"] },
      { key: "score", label: "Score", type: "number" },
      { key: "notes", label: "Notes", type: "textarea" },
      { key: "email", label: "E-mail", type: "email" },
      { key: "website", label: "Website", type: "url" },
      { key: "moveIn", label: "Move-in", type: "date" },
      { key: "pets", label: "Pets", type: "boolean" },
      { key: "amenities", label: "Amenities", type: "multiselect", options: ["Balcony", "Parking", "Garden"] },
      { key: "rent", label: "Rent", type: "money" },
    ] }],
    cards,
    forms: [{ _id: form, companyId: org, boardId: board, name: "Tenant details", fields: [
      { uuid: "f-notes", label: "Notes", type: "textarea", fieldKey: "notes" }] }],
  });
  assert.equal(imported.status, 200, imported.text);
  const made = await api("POST", `/api/admin/boards/${board}/api-keys`, { name: "cards test" });
  assert.equal(made.status, 201, made.text);
  key = made.json.key;
  const viewer = await api("POST", `/api/admin/organizations/${org}/users`,
    { email: viewerEmail, firstName: "Vera", lastName: "Viewer", role: "Viewer", password: viewerPassword });
  assert.equal(viewer.status, 201, viewer.text);
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

// The refusals this test provokes on purpose (an empty comment) are the only ones allowed.
const expectedRefusal = (url, status) => status === 400 && url.endsWith("/comment");

async function signedIn(user, password, viewport = { width: 1200, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: "en-US", acceptDownloads: true });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && !expectedRefusal(url.pathname, response.status())
      && !url.pathname.endsWith("/favicon.ico")) pageErrors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(user);
  await page.getByLabel("Password").fill(password);
  await Promise.all([page.waitForURL(`${BASE}/admin/`), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  return page;
}

const rows = (page) => page.locator("#cards-table tbody tr");
const names = async (page) => page.locator("#cards-table tbody tr td:first-child").allTextContents();
const column = async (page, key) => {
  const index = await page.locator("#cards-table thead th").evaluateAll(
    (ths, wanted) => ths.findIndex((th) => th.dataset.column === wanted), key);
  return page.locator(`#cards-table tbody tr td:nth-child(${index + 1})`).allTextContents();
};
const range = (page) => page.locator("#cards-range");

async function bothSchemes(page, what, screenshot) {
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await assertAccessible(page, `${what} (${scheme})`);
    assert.deepEqual(await page.evaluate(lowContrast), [], `${what} (${scheme}): text below AA contrast`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${screenshot}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("the operator searches, filters, sorts and pages a board's cards, and works on one card", async () => {
  const page = await signedIn(USER, PASSWORD);
  const picker = page.getByLabel("Organization");
  await picker.locator(`option[value="${org}"]`).waitFor({ state: "attached" });
  await picker.selectOption(org);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Boards" }).click();
  await page.getByRole("heading", { name: "Boards", exact: true }).waitFor();
  await page.getByRole("link", { name: "Lettings", exact: true }).click();
  await page.getByRole("heading", { name: "Board: Lettings" }).waitFor();
  await page.getByRole("heading", { name: "Cards" }).waitFor();
  assert.equal(await range(page).textContent(), `1–25 of ${TOTAL}`);
  assert.equal(await rows(page).count(), 25);
  assert.equal(await page.getByRole("link", { name: "Fields" }).getAttribute("href"), `#board-fields/${board}`);
  // The API switch, the keys and the tabs stay, below the cards.
  await page.getByRole("heading", { name: "API keys" }).waitFor();
  await page.getByRole("heading", { name: "Tabs" }).waitFor();
  assert.equal(await page.locator("#cards-table thead th[data-column=createdAt]").getAttribute("aria-sort"),
    "descending", "newest first until a column is chosen");

  // Next page and back.
  await page.getByRole("button", { name: "Next" }).click();
  await page.waitForFunction((text) => document.getElementById("cards-range")?.textContent === text,
    `26–${TOTAL} of ${TOTAL}`);
  assert.equal(await rows(page).count(), 2);
  assert.ok(await page.getByRole("button", { name: "Next" }).isDisabled());
  await page.getByRole("button", { name: "Previous" }).click();
  await page.waitForFunction((text) => document.getElementById("cards-range")?.textContent === text,
    `1–25 of ${TOTAL}`);

  await bothSchemes(page, "board page", "console-cards");

  // Search by name.
  await page.getByLabel("Search card names").fill("garden");
  await page.waitForFunction(() => document.getElementById("cards-range")?.textContent === "1–13 of 13");
  assert.ok((await names(page)).every((name) => name.startsWith("Garden flat")), String(await names(page)));

  // Filter by a field's value, with the search.
  await page.getByLabel("Filter by field").selectOption("notes");
  await page.getByLabel("Field value").fill("DOG");
  const dogs = Array.from({ length: TOTAL - 1 }, (_, i) => i + 1).filter((n) => n % 4 === 0);
  await page.waitForFunction((n) => document.getElementById("cards-range")?.textContent === `1–${n} of ${n}`,
    dogs.length);
  assert.deepEqual((await names(page)).sort(), dogs.map((n) => `Garden flat ${String(n).padStart(2, "0")}`).sort());
  await page.getByLabel("Search card names").fill("");
  await page.getByLabel("Field value").fill("");
  await page.waitForFunction((text) => document.getElementById("cards-range")?.textContent === text,
    `1–25 of ${TOTAL}`);

  // Sort by a field, both ways: the order is the numbers' order, and the header says so.
  const scoreHeader = page.locator("#cards-table thead th[data-column=score]");
  await scoreHeader.getByRole("button").click();
  await page.waitForFunction(() => document.querySelector("#cards-table th[data-column=score]")
    ?.getAttribute("aria-sort") === "ascending");
  const allScores = [...Array.from({ length: TOTAL - 1 }, (_, i) => scoreOf(i + 1)), 99].sort((a, b) => a - b);
  assert.deepEqual((await column(page, "score")).map(Number), allScores.slice(0, 25));
  await page.locator("#cards-table thead th[data-column=score]").getByRole("button").click();
  await page.waitForFunction(() => document.querySelector("#cards-table th[data-column=score]")
    ?.getAttribute("aria-sort") === "descending");
  assert.deepEqual((await column(page, "score")).map(Number), [...allScores].reverse().slice(0, 25));
  assert.equal((await names(page))[0], targetName, "the highest score first");
  // By name, ascending: then the last page holds the last names.
  await page.locator("#cards-table thead th[data-column=name]").getByRole("button").click();
  await page.waitForFunction(() => document.querySelector("#cards-table th[data-column=name]")
    ?.getAttribute("aria-sort") === "ascending");
  const firstPage = await names(page);
  assert.deepEqual(firstPage, [...firstPage].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  assert.equal(firstPage[0], "Garden flat 02");

  // The card, from the list.
  await page.getByRole("link", { name: targetName }).click();
  await page.getByRole("heading", { name: `Card: ${targetName}` }).waitFor();
  const value = (field) => page.locator(`#card-fields dd[data-field=${field}]`);
  assert.equal(await value("moveIn").locator("time").getAttribute("datetime"), "2027-03-01");
  assert.equal(await value("moveIn").textContent(), "March 1, 2027");
  assert.equal(await value("email").getByRole("link").getAttribute("href"), "mailto:robin@example.com");
  assert.equal(await value("website").getByRole("link").getAttribute("href"), "https://harbor.example.com/12b");
  assert.equal(await value("pets").textContent(), "yes");
  assert.deepEqual(await value("amenities").locator("li").allTextContents(), ["Balcony", "Parking"]);
  assert.equal(await value("rent").textContent(), "€1,250.00");
  assert.equal(await value("score").textContent(), "99");
  assert.equal(await value("stage").textContent(), "review");
  assert.equal(await page.locator("#card-contacts").getByRole("link", { name: "Robin Banks" }).getAttribute("href"),
    `#contact/${contact}`);

  // A comment, seen through the API.
  await page.getByLabel("Comment").fill("Viewing booked for Monday");
  await page.getByRole("button", { name: "Add comment" }).click();
  await page.locator("#comments li", { hasText: "Viewing booked for Monday" }).waitFor();
  const comments = await core(`/api/board/${board}/${target}/comments`);
  assert.equal(comments.status, 200, comments.text);
  assert.deepEqual(comments.json.data.map((c) => c.content), ["Viewing booked for Monday"]);

  // An empty comment: its error beside the field.
  await page.getByRole("button", { name: "Add comment" }).click();
  const error = page.locator("#comment-content-error");
  await error.waitFor();
  assert.match(await error.textContent(), /comment/i);
  assert.equal(await page.getByLabel("Comment").getAttribute("aria-invalid"), "true");
  assert.equal((await core(`/api/board/${board}/${target}/comments`)).json.data.length, 1);

  // A file up, and the same bytes down.
  const bytes = Buffer.from(`Inventory for ${targetName}\nkeys: 2\n`);
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "inventory.txt", mimeType: "text/plain", buffer: bytes });
  await page.getByRole("button", { name: "Upload" }).click();
  await page.locator("#files tr", { hasText: "inventory.txt" }).waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"),
    page.getByRole("button", { name: "Download inventory.txt" }).click()]);
  assert.equal(download.suggestedFilename(), "inventory.txt");
  assert.deepEqual(await readFile(await download.path()), bytes);

  // A form link: shown with a Copy button, and it opens the form's page.
  await page.getByLabel("Form", { exact: true }).selectOption(form);
  await page.getByRole("button", { name: "Make form link" }).click();
  const link = await page.locator("#form-link-url").textContent();
  assert.match(link, new RegExp(`/forms/${form}/${target}/${board}\\?token=`));
  await page.locator("#form-link-section").getByRole("button", { name: "Copy" }).waitFor();
  assert.equal(await page.locator("#form-link-open").getAttribute("href"), link);
  const [opened] = await Promise.all([page.context().waitForEvent("page"), page.locator("#form-link-open").click()]);
  await opened.waitForLoadState();
  assert.equal(await opened.evaluate(() => document.contentType), "text/html");
  assert.equal(await opened.locator("[data-form]").getAttribute("data-card"), target);
  await opened.close();

  await bothSchemes(page, "card page", "console-card");

  // 360 px wide: the board and the card without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const address of [`#board/${board}`, `#card/${board}/${target}`]) {
    await page.goto(`${BASE}/admin/${address}`);
    await page.locator(address.startsWith("#board") ? "#cards-table" : "#card-fields").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${address}: the page is ${overflow}px wider than the window`);
  }
  await page.context().close();
  assert.deepEqual(pageErrors, [], "no script error or unexpected refusal");
});

test("a Viewer sees the card, without the forms that change it", async () => {
  const page = await signedIn(viewerEmail, viewerPassword);
  await page.goto(`${BASE}/admin/#board/${board}`);
  await page.getByRole("link", { name: targetName }).click();
  await page.getByRole("heading", { name: `Card: ${targetName}` }).waitFor();
  await page.locator("#card-fields dd[data-field=pets]", { hasText: "yes" }).waitFor();
  await page.getByRole("heading", { name: "Comments" }).waitFor();
  await page.locator("#comments li", { hasText: "Viewing booked for Monday" }).waitFor();
  await page.locator("#files tr", { hasText: "inventory.txt" }).waitFor();
  assert.equal(await page.locator("#comment-form").count(), 0);
  assert.equal(await page.locator("#upload-form").count(), 0);
  assert.equal(await page.locator("#form-link-section").count(), 0);
  assert.equal(await page.getByRole("button", { name: "Add comment" }).count(), 0);
  await page.context().close();
  assert.deepEqual(pageErrors, [], "no script error or unexpected refusal");
});
