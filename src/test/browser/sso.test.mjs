// Headless Chromium signs in to the console through a real OpenID provider (oidc-provider.mjs, on another site)
// as a person would: the sign-in page's SSO button, the provider's own login and consent pages, back to the
// console with a session for the user whose address the provider vouched for. Refused addresses, an unverified
// address and a state changed on its way back each land on the sign-in page with a message that says why.
// The Java wrapper (SingleSignOnRestartIT) starts the provider, creates the users and restarts the server with
// the OIDC_* settings.
// Env: PORTAL_BASE_URL, SCREENSHOTS, OIDC_LABEL, KNOWN_SUBJECT (user:<id> of the provider's login "known").
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium } from "playwright-core";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");
const LABEL = process.env.OIDC_LABEL;
const KNOWN_SUBJECT = process.env.KNOWN_SUBJECT;
let browser;

before(async () => {
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

after(async () => {
  await browser?.close();
});

/**
 * From the console's sign-in page through the provider's pages as `login`; a fresh browser profile each time,
 * so no provider session carries over. `tamper` changes the state the provider sends back.
 */
async function signOn(login, { tamper = false, start } = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  const tab = await context.newPage();
  if (tamper) {
    // The console's redirect to the provider, with another state than the one its cookie holds: the provider
    // sends that state back, as it would send back a state changed on the way.
    await tab.route(`${BASE}/admin/sso`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location);
      const state = location.searchParams.get("state");
      location.searchParams.set("state", (state.startsWith("A") ? "B" : "A") + state.slice(1));
      await route.fulfill({ response, headers: { ...response.headers(), location: location.toString() } });
    });
  }
  await tab.goto(`${BASE}/admin/sign-in`);
  const button = tab.getByRole("link", { name: LABEL });
  await button.waitFor();
  if (start) {
    await tab.screenshot({ path: path.join(SCREENSHOTS, start) });
  }
  await button.click();
  // The provider's own pages: its login form, then its consent.
  await tab.locator("input[name=login]").fill(login);
  await tab.locator("input[name=password]").fill("any password");
  await tab.getByRole("button", { name: "Sign-in" }).click();
  await tab.getByRole("button", { name: "Continue" }).click();
  await tab.waitForURL((url) => url.origin === BASE && !url.pathname.startsWith("/admin/sso"));
  await tab.waitForLoadState();
  return { context, tab };
}

async function refused(login, error, message, options = {}) {
  const { context, tab } = await signOn(login, { tamper: options.tamper });
  try {
    assert.equal(new URL(tab.url()).pathname, "/admin/sign-in", tab.url());
    assert.equal(new URL(tab.url()).searchParams.get("error"), error, tab.url());
    const problem = tab.locator("#problem");
    await problem.getByText(message).waitFor();
    assert.ok(await problem.isVisible());
    assert.equal(await tab.evaluate(async () => (await fetch("/admin/session")).status), 401);
    if (options.screenshot) {
      await tab.screenshot({ path: path.join(SCREENSHOTS, options.screenshot) });
    }
  } finally {
    await context.close();
  }
}

test("the provider's verified address of an active user opens a console session for that user", async () => {
  const { context, tab } = await signOn("known", { start: "console-sign-in-sso.png" });
  try {
    assert.equal(tab.url(), `${BASE}/admin/`);
    // The console itself, not the sign-in page it sends a visitor without a session to.
    assert.equal(await tab.locator("body.sign-in").count(), 0);
    const session = await tab.evaluate(async () => {
      const answer = await fetch("/admin/session");
      return { status: answer.status, body: await answer.json() };
    });
    assert.equal(session.status, 200);
    assert.equal(session.body.subject, KNOWN_SUBJECT);
    // The administrator's API answers the user with their organization alone.
    const overview = await tab.evaluate(async () => {
      const answer = await fetch("/api/admin/overview");
      return { status: answer.status, body: await answer.json() };
    });
    assert.equal(overview.status, 200);
    assert.equal(overview.body.total, 1, JSON.stringify(overview.body));
    const cookies = await context.cookies(BASE);
    const console_ = cookies.find((c) => c.name === "portal_console");
    assert.ok(console_?.httpOnly, "the console's session cookie is set, HttpOnly");
    assert.equal(cookies.find((c) => c.name === "portal_sso"), undefined, "the sign-on cookie is spent");
  } finally {
    await context.close();
  }
});

test("an address no active user has is refused with a message", async () => {
  await refused("unknown", "sso-unknown", "not that of an active user here", {
    screenshot: "console-sign-in-sso-unknown.png",
  });
});

test("an archived user's address is refused as unknown", async () => {
  await refused("archived", "sso-unknown", "not that of an active user here");
});

test("an address of users of two organizations is refused as ambiguous", async () => {
  await refused("ambiguous", "sso-ambiguous", "users of several organizations");
});

test("an address the provider has not verified is refused", async () => {
  await refused("unverified", "sso-unverified", "did not confirm your e-mail address");
});

test("a state changed on its way back is refused", async () => {
  await refused("known", "sso-failed", "Single sign-on did not complete", { tamper: true });
});
