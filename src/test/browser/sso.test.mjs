// Headless Chromium signs in to the console through each organization's own OpenID provider (oidc-provider.mjs,
// two of them, on another site) as a person would: the sign-in page's address field (whose domain finds harbor's
// provider) or an organization's own sign-in link (summit's), the provider's login and consent pages, back to the
// console with a session for the user of that organization whose address the provider vouched for. Refusals land
// on the sign-in page with a message that says why; a flow works once.
// The Java wrapper (SingleSignOnIT) starts the providers, creates the organizations and users and sets each
// organization's provider.
// Env: PORTAL_BASE_URL, SCREENSHOTS, HARBOR_DOMAIN, HARBOR_LABEL, KIM_SUBJECT, SUMMIT_ORGANIZATION, SUMMIT_LABEL,
// SAM_SUBJECT.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");
const HARBOR_DOMAIN = process.env.HARBOR_DOMAIN;
const HARBOR_LABEL = process.env.HARBOR_LABEL;
const KIM_SUBJECT = process.env.KIM_SUBJECT;
const SUMMIT_ORGANIZATION = process.env.SUMMIT_ORGANIZATION;
const SUMMIT_LABEL = process.env.SUMMIT_LABEL;
const SAM_SUBJECT = process.env.SAM_SUBJECT;
let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

// What no page may show a person.
const BROKEN = /\b(null|undefined|NaN)\b|\[object Object\]/;

/**
 * From the console's sign-in page through a provider's pages as `login`, in a fresh browser profile each time so
 * no provider session carries over. `address`: typed into the sign-in page's single sign-on field (its domain
 * finds the organization); else `organization`: that organization's own sign-in link and its button. `tamper`
 * changes the state the provider sends back; `callbacks` collects the provider's redirects back to the console.
 */
async function signOn(login, { address, organization, label, tamper = false, start, callbacks } = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
  const tab = await context.newPage();
  if (tamper) {
    // The console's redirect to the provider, with another state than the flow holds: the provider sends that
    // state back, as it would send back a state changed on the way.
    await tab.route((url) => url.pathname === "/admin/sso" && url.origin === BASE, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location);
      const state = location.searchParams.get("state");
      location.searchParams.set("state", (state.startsWith("A") ? "B" : "A") + state.slice(1));
      await route.fulfill({ response, headers: { ...response.headers(), location: location.toString() } });
    });
  }
  if (callbacks) {
    tab.on("request", (request) => {
      if (request.url().startsWith(`${BASE}/admin/sso/callback`)) {
        callbacks.push(request.allHeaders().then((headers) => ({ url: request.url(), cookie: headers.cookie })));
      }
    });
  }
  if (address) {
    await tab.goto(`${BASE}/admin/sign-in`);
    const field = tab.getByLabel("Your work e-mail address");
    await field.waitFor();
    await field.fill(address);
    if (start) await tab.screenshot({ path: path.join(SCREENSHOTS, start) });
    await tab.getByRole("button", { name: "Sign in with single sign-on" }).click();
  } else {
    await tab.goto(`${BASE}/admin/sign-in?organization=${encodeURIComponent(organization)}`);
    const button = tab.getByRole("link", { name: label });
    await button.waitFor();
    if (start) await tab.screenshot({ path: path.join(SCREENSHOTS, start) });
    await button.click();
  }
  // The provider's own pages: its login form, then its consent.
  await tab.locator("input[name=login]").fill(login);
  await tab.locator("input[name=password]").fill("any password");
  await tab.getByRole("button", { name: "Sign-in" }).click();
  await tab.getByRole("button", { name: "Continue" }).click();
  await tab.waitForURL((url) => url.origin === BASE && !url.pathname.startsWith("/admin/sso"));
  await tab.waitForLoadState();
  return { context, tab };
}

async function session(tab) {
  return tab.evaluate(async () => {
    const answer = await fetch("/admin/session");
    return { status: answer.status, body: answer.ok ? await answer.json() : null };
  });
}

async function refused(login, error, message, options = {}) {
  const { context, tab } = await signOn(login, options);
  try {
    assert.equal(new URL(tab.url()).pathname, "/admin/sign-in", tab.url());
    assert.equal(new URL(tab.url()).searchParams.get("error"), error, tab.url());
    const problem = tab.locator("#problem");
    await problem.getByText(message).waitFor();
    assert.ok(await problem.isVisible());
    assert.doesNotMatch(await tab.locator("body").innerText(), BROKEN);
    assert.equal((await session(tab)).status, 401);
    if (options.screenshot) {
      await tab.screenshot({ path: path.join(SCREENSHOTS, options.screenshot) });
    }
  } finally {
    await context.close();
  }
}

test("the address's domain sends kim to harbor's provider, which opens a session for harbor's user", async () => {
  const { context, tab } = await signOn("kim", { address: `kim@${HARBOR_DOMAIN}`, start: "console-sign-in-sso.png" });
  try {
    assert.equal(tab.url(), `${BASE}/admin/`);
    // The console itself, not the sign-in page it sends a visitor without a session to.
    assert.equal(await tab.locator("body.sign-in").count(), 0);
    const signedIn = await session(tab);
    assert.equal(signedIn.status, 200);
    // Summit's Admin gave a user of summit kim's address: the provider of harbor still signs in harbor's kim.
    assert.equal(signedIn.body.subject, KIM_SUBJECT);
    const overview = await tab.evaluate(async () => (await fetch("/api/admin/overview")).json());
    assert.equal(overview.total, 1, JSON.stringify(overview));
    const cookies = await context.cookies(BASE);
    assert.ok(cookies.find((c) => c.name === "portal_console")?.httpOnly, "the session cookie is set, HttpOnly");
    assert.equal(cookies.find((c) => c.name === "portal_sso"), undefined, "the sign-on cookie is spent");
    // A sign-on of the last five minutes stands in for the password when setting up a second factor.
    const offer = await tab.evaluate(async (csrf) => {
      const answer = await fetch("/api/admin/profile/second-factor", { method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf }, body: "{}" });
      return answer.status;
    }, signedIn.body.csrfToken);
    assert.equal(offer, 200);
  } finally {
    await context.close();
  }
});

test("summit's own sign-in link offers its provider's button, which signs in summit's user", async () => {
  const { context, tab } = await signOn("sam", { organization: SUMMIT_ORGANIZATION, label: SUMMIT_LABEL,
    start: "console-sign-in-sso-organization.png" });
  try {
    assert.equal(tab.url(), `${BASE}/admin/`);
    assert.equal((await session(tab)).body.subject, SAM_SUBJECT);
  } finally {
    await context.close();
  }
});

test("a finished flow's callback, replayed with its cookie, signs nobody in", async () => {
  const callbacks = [];
  const { context } = await signOn("sam", { organization: SUMMIT_ORGANIZATION, label: SUMMIT_LABEL, callbacks });
  assert.ok((await context.cookies(BASE)).find((c) => c.name === "portal_console"), "signed in");
  await context.close();
  assert.equal(callbacks.length, 1);
  const { url, cookie } = await callbacks[0];
  const flow = /portal_sso=([^;]+)/.exec(cookie ?? "");
  assert.ok(flow, `the callback carried the flow's cookie: ${cookie}`);
  // Another browser with the very cookie and callback address the first one used (a stolen or replayed redirect).
  const replay = await browser.newContext();
  try {
    await replay.addCookies([{ name: "portal_sso", value: flow[1], url: `${BASE}/admin/sso` }]);
    const page = await replay.newPage();
    await page.goto(url);
    assert.equal(new URL(page.url()).searchParams.get("error"), "sso-failed", page.url());
    assert.equal((await session(page)).status, 401);
  } finally {
    await replay.close();
  }
});

test("an address harbor's provider vouches for but no active user of harbor has is refused", async () => {
  await refused("unknown", "sso-unknown", "not that of an active user of the organization", {
    address: `kim@${HARBOR_DOMAIN}`, screenshot: "console-sign-in-sso-unknown.png",
  });
  await refused("archived", "sso-unknown", "not that of an active user of the organization",
    { address: `kim@${HARBOR_DOMAIN}` });
});

test("an address outside the organization's own domains is refused, even of its own user", async () => {
  await refused("outsider", "sso-unknown", "not that of an active user of the organization",
    { address: `kim@${HARBOR_DOMAIN}` });
});

test("summit's provider vouching for harbor's kim opens nothing: harbor's domain is not summit's", async () => {
  await refused("kim", "sso-unknown", "not that of an active user of the organization",
    { organization: SUMMIT_ORGANIZATION, label: SUMMIT_LABEL });
});

test("an address the provider has not verified is refused", async () => {
  await refused("unverified", "sso-unverified", "did not confirm your e-mail address",
    { address: `kim@${HARBOR_DOMAIN}` });
});

test("a state changed on its way back is refused", async () => {
  await refused("kim", "sso-failed", "Single sign-on did not complete", { address: `kim@${HARBOR_DOMAIN}`, tamper: true });
});

test("an address whose domain no organization signs in is told so on the sign-in page", async () => {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(`${BASE}/admin/sign-in`);
    await tab.getByLabel("Your work e-mail address").fill("pat@nowhere.example");
    await tab.getByRole("button", { name: "Sign in with single sign-on" }).click();
    await tab.waitForURL((url) => url.searchParams.get("error") === "sso-none");
    await tab.locator("#problem").getByText("No organization signs in that address").waitFor();
    assert.doesNotMatch(await tab.locator("body").innerText(), BROKEN);
  } finally {
    await context.close();
  }
});
