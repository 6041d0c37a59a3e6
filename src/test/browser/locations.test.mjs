// Headless Chromium drives the console's Locations as a property manager would: the operator picks the
// organization, creates a location (a refused value shows its error beside its field), edits it, reorders its
// photos, orders the list by a column, publishes it (the public portal shows it) and unpublishes it; the schools
// near it are shown. Checked with axe-core in light and dark, at 360 px wide, and created by keyboard alone.
// Env: PORTAL_BASE_URL, PORTAL_ADMIN_USER, PORTAL_ADMIN_PASSWORD, SCREENSHOTS (a folder).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
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

const org = `org-loc-${unique()}`;
const orgName = `Quayside Homes ${org.slice(-4)}`;
const school = `school-${unique()}`;
const schoolName = `Quay Elementary ${school.slice(-4)}`;
const locationsPath = `/api/admin/organizations/${org}/locations`;
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
  return { status: response.status, json: text && response.headers.get("content-type")?.includes("json")
    ? JSON.parse(text) : null, text };
}

const listed = async (query = "") => (await api("GET", `${locationsPath}${query}`)).json;
// The refusals this test provokes on purpose (a bad location) are the only ones allowed.
const expectedRefusal = (url, status) => url.startsWith(locationsPath) && status === 400;

function watch(page, errors) {
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const status = Number(message.text().match(/status of (\d{3})/)?.[1]);
    if (!expectedRefusal(new URL(message.location().url || BASE).pathname, status)) errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !expectedRefusal(new URL(response.url()).pathname, response.status())) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on("pageerror", (error) => errors.push(String(error)));
}

async function signIn(page) {
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(USER);
  await page.getByLabel("Password").fill(PASSWORD);
  await Promise.all([page.waitForURL(`${BASE}/admin/`), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  await page.getByLabel("Organization").selectOption(org);
}

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

before(async () => {
  const imported = await api("POST", "/api/admin/import", { organizations: [{ _id: org, name: orgName }] });
  assert.equal(imported.status, 200, imported.text);
  const schools = await api("POST", "/api/admin/import", { schools: [{ _id: school, name: schoolName,
    type: "elementary", rating: 8, address: "5 School Lane", latitude: 37.801, longitude: -122.401 }] });
  assert.equal(schools.status, 200, schools.text);
  browser = await launch();
  tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  watch(tab, pageErrors);
});

after(async () => {
  await browser?.close();
});

const statusNear = (page, selector) => page.locator(`${selector} + .near-status`);

test("the operator creates, edits, orders, publishes and unpublishes a location", async () => {
  await signIn(tab);
  await tab.getByRole("link", { name: "Locations", exact: true }).click();
  await tab.getByRole("heading", { name: "Locations", exact: true }).waitFor();
  await tab.getByText("No locations").waitFor();
  await assertAccessible(tab, "the empty list of locations");

  await tab.getByRole("link", { name: "New location" }).click();
  await tab.getByRole("heading", { name: "New location" }).waitFor();

  // A refused location: each error stands beside its own field, which is marked invalid; nothing is written.
  await tab.getByLabel("Address", { exact: true }).fill("12 Quay Street, Harbor City, CA 94000");
  await tab.getByLabel("Latitude").fill("37.8");
  await tab.getByLabel("Longitude").fill("-122.4");
  await tab.getByLabel("Bedrooms").fill("2");
  await tab.getByLabel("Monthly rent ($)").fill("1,850");
  await tab.getByLabel("Add a photo by its link").fill("https://img.example/quay-a.jpg");
  await tab.getByRole("button", { name: "Add photo" }).click();
  await tab.getByLabel("Add a photo by its link").fill("ftp://img.example/quay-b.jpg");
  await tab.getByRole("button", { name: "Add photo" }).click();
  await tab.getByLabel("Photo 2", { exact: true }).waitFor();
  await tab.getByRole("button", { name: "Create location" }).click();
  await tab.locator("#location-name-error").getByText("Name is required.").waitFor();
  assert.equal(await tab.locator("#location-name").getAttribute("aria-invalid"), "true");
  assert.match(await tab.locator("#photo-1-error").textContent(), /^Photo 2 must be an absolute http or https URL/);
  assert.equal(await tab.locator("#photo-1").getAttribute("aria-invalid"), "true");
  assert.equal(await tab.locator("#photo-0").getAttribute("aria-invalid"), null, "the good photo is not marked");
  assert.equal(await tab.locator("#location-address-formattedAddress").getAttribute("aria-invalid"), null);
  for (const [input, error] of [["#location-name", "#location-name-error"], ["#photo-1", "#photo-1-error"]]) {
    assert.ok(await tab.locator(input).evaluate((element, id) => element.parentElement.contains(
      document.querySelector(id)), error), `${error} is beside ${input}`);
    assert.match(await tab.locator(input).getAttribute("aria-describedby"), new RegExp(error.slice(1)));
  }
  assert.equal(await tab.evaluate(() => document.activeElement.id), "location-name", "the first refused field");
  await statusNear(tab, "#location-form").getByText("Not saved: correct the fields marked below.").waitFor();
  assert.equal((await listed()).total, 0, "nothing is written");
  await assertAccessible(tab, "a refused new location");

  // Corrected, it is created unpublished; the page becomes the location's own.
  await tab.getByLabel("Name", { exact: true }).fill("Quay House");
  await tab.getByLabel("Photo 2", { exact: true }).fill("https://img.example/quay-b.jpg");
  await tab.getByRole("button", { name: "Create location" }).click();
  await tab.getByRole("heading", { name: "Quay House", exact: true }).waitFor();
  await statusNear(tab, "#location-form").getByText(/is created, unpublished/).waitFor();
  const created = (await listed()).data[0];
  assert.equal(created.name, "Quay House");
  assert.match(tab.url(), new RegExp(`#location/${created.id}$`));
  let stored = (await api("GET", `${locationsPath}/${created.id}`)).json;
  assert.equal(stored.publishStatus, "unpublished");
  assert.equal(stored.marketRentValue, 185000);
  assert.equal(stored.bedCount, 2);
  assert.deepEqual(stored.address, { formattedAddress: "12 Quay Street, Harbor City, CA 94000", latitude: 37.8,
    longitude: -122.4 });
  assert.deepEqual(stored.applicationConfig.coverPhoto, ["https://img.example/quay-a.jpg", "https://img.example/quay-b.jpg"]);
  assert.equal(await tab.locator("#location-name").getAttribute("aria-invalid"), null, "a success clears the errors");

  // The schools near it, as the portal shows them.
  await tab.getByRole("region", { name: "Schools nearby" }).getByRole("cell", { name: schoolName }).waitFor();

  // An edit: a new name and the photos in another order.
  await tab.getByLabel("Name", { exact: true }).fill("Quay House North");
  await tab.getByRole("button", { name: "Move up: photo 2" }).click();
  assert.equal(await tab.evaluate(() => document.activeElement.id), "photo-0", "the focus follows the photo");
  await tab.getByRole("button", { name: "Save changes" }).click();
  await statusNear(tab, "#location-form").getByText("Saved.").waitFor();
  await tab.getByRole("heading", { name: "Quay House North", exact: true }).waitFor();
  stored = (await api("GET", `${locationsPath}/${created.id}`)).json;
  assert.equal(stored.name, "Quay House North");
  assert.deepEqual(stored.applicationConfig.coverPhoto, ["https://img.example/quay-b.jpg", "https://img.example/quay-a.jpg"]);
  assert.equal(stored.marketRentValue, 185000, "what was not changed is kept");
  await assertAccessible(tab, "a location's page");
  assert.deepEqual(await tab.evaluate(lowContrast), [], "location page: text below AA contrast");
  await tab.screenshot({ path: path.join(SCREENSHOTS, "console-location-light.png"), fullPage: true });

  // Published, the public portal shows it at once.
  assert.equal((await api("GET", `/listing/${created.id}`)).status, 404, "not on the portal while unpublished");
  await tab.getByRole("button", { name: "Publish", exact: true }).click();
  await tab.locator("#location-status-badge").getByText("published", { exact: true }).waitFor();
  const listing = await api("GET", `/listing/${created.id}`);
  assert.equal(listing.status, 200, listing.text);
  assert.equal(listing.json.name, "Quay House North");
  assert.ok((await api("GET", `/locations/${org}`)).text.includes("Quay House North"), "on the public list");

  // The list, ordered by a column: a header press orders by it, the next reverses it.
  for (const name of ["Alder Court", "Zephyr Flats"]) {
    const made = await api("POST", locationsPath, { name, publishStatus: "unpublished" });
    assert.equal(made.status, 201, made.text);
  }
  await tab.getByRole("link", { name: "All locations" }).click();
  await tab.getByRole("heading", { name: "Locations", exact: true }).waitFor();
  const names = () => tab.locator("#locations tbody tr td:nth-child(2)").allTextContents();
  const nameHeader = tab.locator("#locations th", { has: tab.locator('button[data-sort="name"]') });
  await tab.locator("#locations tbody tr").nth(2).waitFor();
  assert.deepEqual(await names(), ["Alder Court", "Quay House North", "Zephyr Flats"]);
  assert.equal(await nameHeader.getAttribute("aria-sort"), "ascending");
  await tab.getByRole("button", { name: "Name", exact: true }).click();
  await tab.waitForFunction(() => document.querySelector("#locations th[aria-sort]")?.getAttribute("aria-sort")
    === "descending");
  assert.deepEqual(await names(), ["Zephyr Flats", "Quay House North", "Alder Court"]);
  assert.equal(await tab.evaluate(() => document.activeElement.dataset.sort), "name", "the focus stays on the header");
  await tab.getByRole("button", { name: "Publish status" }).click();
  await tab.waitForFunction(() => document.querySelector('#locations button[data-sort="publishStatus"]')
    ?.closest("th").getAttribute("aria-sort") === "ascending");
  assert.equal((await names())[0], "Quay House North", "published before unpublished");
  assert.equal(await nameHeader.getAttribute("aria-sort"), null, "one column is the order");
  await assertAccessible(tab, "the list of locations");
  assert.deepEqual(await tab.evaluate(lowContrast), [], "locations list: text below AA contrast");
  await tab.screenshot({ path: path.join(SCREENSHOTS, "console-locations-light.png"), fullPage: true });

  // Each row opens its location; unpublished, it leaves the portal at once.
  await tab.getByRole("link", { name: "Quay House North" }).click();
  await tab.getByRole("heading", { name: "Quay House North", exact: true }).waitFor();
  await tab.getByRole("button", { name: "Unpublish" }).click();
  await tab.locator("#location-status-badge").getByText("unpublished", { exact: true }).waitFor();
  assert.equal((await api("GET", `/listing/${created.id}`)).status, 404);
  assert.ok(!(await api("GET", `/locations/${org}`)).text.includes("Quay House North"));

  // Dark, as the system asks: the same pages, as accessible.
  await tab.emulateMedia({ colorScheme: "dark" });
  assert.notEqual(await tab.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(242, 244, 247)");
  await assertAccessible(tab, "a location's page in dark");
  assert.deepEqual(await tab.evaluate(lowContrast), [], "location page in dark: text below AA contrast");
  await tab.screenshot({ path: path.join(SCREENSHOTS, "console-location-dark.png"), fullPage: true });
  await tab.getByRole("link", { name: "All locations" }).click();
  await tab.locator("#locations tbody tr").nth(2).waitFor();
  await assertAccessible(tab, "the list of locations in dark");
  assert.deepEqual(await tab.evaluate(lowContrast), [], "locations list in dark: text below AA contrast");
  await tab.screenshot({ path: path.join(SCREENSHOTS, "console-locations-dark.png"), fullPage: true });
  await tab.emulateMedia({ colorScheme: "light" });
  assert.deepEqual(pageErrors, [], "no script error or refused content");
});

test("a location is created with the keyboard alone", async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  watch(page, errors);
  await signIn(page);
  await page.goto(`${BASE}/admin/#locations`);
  await page.getByRole("heading", { name: "Locations", exact: true }).waitFor();
  await page.locator("#locations table").waitFor();
  const tabTo = async (check, what) => {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(check)) return;
    }
    assert.fail(`Tab never reached ${what}`);
  };
  await tabTo(() => document.activeElement.id === "new-location", "New location");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "New location" }).waitFor();
  await tabTo(() => document.activeElement.id === "location-name", "the name");
  await page.keyboard.type("Keyboard Cottage");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "location-address-formattedAddress");
  await page.keyboard.type("7 Key Lane, Harbor City");
  await tabTo(() => document.activeElement.id === "photo-new", "the new photo");
  await page.keyboard.type("https://img.example/key.jpg");
  await page.keyboard.press("Enter");
  await page.locator("#photo-0").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), "photo-new", "ready for the next photo");
  await tabTo(() => document.activeElement.id === "location-save", "Create location");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "Keyboard Cottage", exact: true }).waitFor();
  const made = (await listed("?q=keyboard")).data;
  assert.equal(made.length, 1);
  const stored = (await api("GET", `${locationsPath}/${made[0].id}`)).json;
  assert.equal(stored.address.formattedAddress, "7 Key Lane, Harbor City");
  assert.deepEqual(stored.applicationConfig.coverPhoto, ["https://img.example/key.jpg"]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("at 360 px wide the list and a location's page need no sideways scrolling", async () => {
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const errors = [];
  watch(phone, errors);
  await signIn(phone);
  await phone.goto(`${BASE}/admin/#locations`);
  await phone.locator("#locations tbody tr").first().waitFor();
  let wider = await overflow(phone);
  assert.ok(wider <= 0, `the list is ${wider}px wider than the window`);
  await phone.locator("#locations tbody a").first().click();
  await phone.getByRole("heading", { name: "Photos" }).waitFor();
  await phone.getByRole("heading", { name: "Schools nearby" }).waitFor();
  wider = await overflow(phone);
  assert.ok(wider <= 0, `the location's page is ${wider}px wider than the window`);
  await phone.goto(`${BASE}/admin/#location/new`);
  await phone.getByRole("heading", { name: "New location" }).waitFor();
  wider = await overflow(phone);
  assert.ok(wider <= 0, `the new location's page is ${wider}px wider than the window`);
  assert.deepEqual(errors, []);
  await phone.close();
});

test("a Viewer reads a location but is offered no change", async () => {
  const email = `viewer-${unique()}@example.com`;
  const password = `quiet-harbor-${unique()}`;
  const made = await api("POST", `/api/admin/organizations/${org}/users`,
    { email, firstName: "Vic", lastName: "Reader", role: "Viewer", password });
  assert.equal(made.status, 201, made.text);
  const id = (await listed("?q=quay")).data[0].id;
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  watch(page, errors);
  await page.goto(`${BASE}/admin/sign-in`);
  await page.getByLabel("E-mail address or user name").fill(email);
  await page.getByLabel("Password").fill(password);
  await Promise.all([page.waitForURL(`${BASE}/admin/`), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await page.goto(`${BASE}/admin/#locations`);
  await page.locator("#locations tbody tr").first().waitFor();
  assert.equal(await page.locator("#new-location").count(), 0, "no New location for a Viewer");
  await page.getByRole("link", { name: "Quay House North" }).click();
  await page.getByRole("heading", { name: "Schools nearby" }).waitFor();
  assert.equal(await page.locator("#location-save").count(), 0, "no Save for a Viewer");
  assert.equal(await page.locator("#location-name").getAttribute("readonly"), "");
  assert.equal(await page.locator("#photo-new").count(), 0, "no photo editing for a Viewer");
  assert.ok(await page.getByRole("button", { name: "Publish", exact: true }).isDisabled());
  assert.equal((await api("GET", `${locationsPath}/${id}`)).json.name, "Quay House North");
  assert.deepEqual(errors, []);
  await context.close();
});
