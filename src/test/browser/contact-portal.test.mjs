// Headless Chromium signs a contact in to the example contact portal (examples/contact-portal) as a person
// would: an unknown address gets the same page as a known one, a wrong code is refused, the right code (caught
// by GreenMail, read through the Java wrapper's MAILED_CODES_URL) shows the contact's card and not another
// contact's. Then it forges: a contactId in the query changes nothing, a session cookie with a changed
// signature or naming another contact under the old signature is a 401. Every response and request the browser
// saw is searched for the API key. The Java wrapper (ContactPortalBrowserIT) starts the portal.
// Env: CONTACT_PORTAL_URL, MAILED_CODES_URL, CONTACT_EMAIL, UNKNOWN_EMAIL, OWN_CARD, OTHER_CARD,
// OTHER_CONTACT_ID, API_KEY, SCREENSHOTS (a folder).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { launch } from "./chromium.mjs";

const PORTAL = process.env.CONTACT_PORTAL_URL.replace(/\/+$/, "");
const { MAILED_CODES_URL, CONTACT_EMAIL, UNKNOWN_EMAIL, OWN_CARD, OTHER_CARD, OTHER_CONTACT_ID, API_KEY,
  SCREENSHOTS } = process.env;
const SESSION = "contact_session";

let browser;
let context;
let tab;
// Everything the browser received or sent: URL, headers and (where there is one) body of each exchange.
const seen = [];
const recording = [];

before(async () => {
  assert.ok(API_KEY && API_KEY.length >= 16, "API_KEY must be given to search for it");
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
  context.on("request", (request) => {
    seen.push(`${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ""}`);
  });
  context.on("response", (response) => {
    recording.push((async () => {
      let body = "";
      try {
        body = await response.text();
      } catch {
        // a redirect has no body to read
      }
      seen.push(`${response.status()} ${response.url()}\n${JSON.stringify(await response.allHeaders())}\n${body}`);
    })());
  });
  tab = await context.newPage();
});

after(async () => {
  await browser?.close();
});

async function codesTo(address) {
  const response = await fetch(`${MAILED_CODES_URL}?to=${encodeURIComponent(address)}`);
  const text = (await response.text()).trim();
  return text ? text.split("\n") : [];
}

async function mailedCode(address) {
  for (let i = 0; i < 100; i++) {
    const codes = await codesTo(address);
    if (codes.length > 0) return codes.at(-1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${address}`);
}

async function askForCode(address) {
  await tab.goto(PORTAL + "/");
  await tab.getByLabel("Your e-mail address").fill(address);
  await tab.getByRole("button", { name: "E-mail me a code" }).click();
  await tab.waitForURL(PORTAL + "/code", { timeout: 10_000 }).catch(async (error) => {
    throw new Error(`no code page for ${address}: ${await tab.locator("main").innerText()}`, { cause: error });
  });
  await tab.getByRole("heading", { name: "Enter your code" }).waitFor();
}

async function sessionCookie() {
  return (await context.cookies(PORTAL)).find((cookie) => cookie.name === SESSION);
}

async function withSession(value) {
  await context.addCookies([{ name: SESSION, value, url: PORTAL + "/", httpOnly: true, sameSite: "Strict" }]);
}

test("an unknown address gets the same page as a known one, and no code", async () => {
  await askForCode(UNKNOWN_EMAIL);
  await tab.getByLabel("The code").fill("123456");
  const answer = tab.waitForResponse((r) => r.url() === PORTAL + "/confirm");
  await tab.getByRole("button", { name: "Sign in", exact: true }).click();
  assert.equal((await answer).status(), 401);
  await tab.getByText("Attempts left: 4").waitFor();
  assert.deepEqual(await codesTo(UNKNOWN_EMAIL), []);
});

test("the contact signs in with the mailed code and sees their card, not another contact's", async () => {
  await askForCode(CONTACT_EMAIL);
  await tab.screenshot({ path: path.join(SCREENSHOTS, "contact-portal-code.png") });
  const code = await mailedCode(CONTACT_EMAIL);
  const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  await tab.getByLabel("The code").fill(wrong);
  await tab.getByRole("button", { name: "Sign in", exact: true }).click();
  await tab.getByText("that code is wrong").waitFor();

  await tab.getByLabel("The code").fill(code);
  await tab.getByRole("button", { name: "Sign in", exact: true }).click();
  await tab.waitForURL(PORTAL + "/cards");
  await tab.locator("#cards").getByText(OWN_CARD).waitFor();
  assert.equal(await tab.getByText(OTHER_CARD).count(), 0);
  await tab.getByText("Signed in as Robin Banks").waitFor();
  await tab.screenshot({ path: path.join(SCREENSHOTS, "contact-portal-cards.png") });

  const cookie = await sessionCookie();
  assert.ok(cookie.httpOnly, "the session cookie is HttpOnly");
  assert.equal(cookie.sameSite, "Strict");
  assert.equal(cookie.path, "/");
  assert.equal(await tab.evaluate(() => document.cookie), "", "no cookie is readable by a script");
});

test("a contact id in the request changes nothing: the session's contact alone decides", async () => {
  const answer = await tab.goto(`${PORTAL}/cards?contactId=${encodeURIComponent(OTHER_CONTACT_ID)}`);
  assert.equal(answer.status(), 200);
  await tab.locator("#cards").getByText(OWN_CARD).waitFor();
  assert.equal(await tab.getByText(OTHER_CARD).count(), 0);
});

test("a tampered session cookie is a 401", async () => {
  const original = (await sessionCookie()).value;
  const [payload, signature] = original.split(".");
  const flipped = signature.slice(0, -2) + (signature.at(-2) === "A" ? "B" : "A") + signature.at(-1);
  await withSession(`${payload}.${flipped}`);
  const answer = await tab.goto(PORTAL + "/cards");
  assert.equal(answer.status(), 401);
  await tab.getByText("Your session is not valid").waitFor();
  assert.equal(await tab.getByText(OWN_CARD).count(), 0);
  await tab.screenshot({ path: path.join(SCREENSHOTS, "contact-portal-401.png") });
  await withSession(original);
});

test("a session naming another contact under the old signature is a 401", async () => {
  const original = (await sessionCookie()).value;
  const [payload, signature] = original.split(".");
  const state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  assert.equal(state.contacts.length, 1);
  state.contacts = [OTHER_CONTACT_ID];
  await withSession(`${Buffer.from(JSON.stringify(state)).toString("base64url")}.${signature}`);
  const answer = await tab.goto(PORTAL + "/cards");
  assert.equal(answer.status(), 401);
  assert.equal(await tab.getByText(OTHER_CARD).count(), 0);

  await withSession(original);
  assert.equal((await tab.goto(PORTAL + "/cards")).status(), 200, "the untouched session still works");
  await tab.locator("#cards").getByText(OWN_CARD).waitFor();
});

test("signing out ends the session", async () => {
  await tab.getByRole("button", { name: "Sign out" }).click();
  await tab.waitForURL(PORTAL + "/");
  assert.equal(await sessionCookie(), undefined);
  await tab.goto(PORTAL + "/cards");
  await tab.waitForURL(PORTAL + "/");
});

test("the API key is in nothing the browser received or sent", async () => {
  await Promise.all(recording);
  assert.ok(seen.some((exchange) => exchange.includes(OWN_CARD)), "the recording holds the pages' bodies");
  const leaks = seen.filter((exchange) => exchange.includes(API_KEY));
  assert.deepEqual(leaks, []);
});
