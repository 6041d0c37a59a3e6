// Headless Chromium opens the server's root address as a person would: a readable page in the console's look,
// at a phone's width, in the light and the dark scheme, with every link followable, nothing refused by the
// page's content security policy, and no serious accessibility violation.
// Env: PORTAL_BASE_URL (the server), SCREENSHOTS (folder for the pictures).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { launch } from "./chromium.mjs";
import { assertAccessible } from "./axe.mjs";

const BASE = (process.env.PORTAL_BASE_URL || "http://localhost:9181").replace(/\/+$/, "");
const SCREENSHOTS = process.env.SCREENSHOTS
  || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../target/screenshots");
let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

for (const scheme of ["light", "dark"]) {
  test(`the root address is a readable page with working links (${scheme}, 360 px)`, async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, colorScheme: scheme });
    const page = await context.newPage();
    const refused = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(BASE + "/");
    assert.equal(response.status(), 200);
    assert.match(response.headers()["content-type"], /^text\/html/);
    assert.equal(await page.title(), "Property Portal and Contact Verification Service");
    await page.waitForLoadState("load");

    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    assert.equal(background, scheme === "dark" ? "rgb(18, 22, 27)" : "rgb(242, 244, 247)",
      "the console's style sheet applies, in the page's scheme");
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 360, `nothing wider than the screen (${wide} px)`);

    const links = await page.locator("main a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of ["/admin", "/openapi/ui/", "/openapi", "/health/ready", "/health/live"]) {
      assert.ok(links.includes(href), `${href} among ${links}`);
    }
    for (const href of links) {
      const followed = await context.request.get(BASE + href, { maxRedirects: 0 });
      assert.ok(followed.status() < 400, `${href} answers ${followed.status()}`);
    }

    await assertAccessible(page, `the index (${scheme})`);
    assert.deepEqual(refused, [], "nothing on the page is refused by its policy");
    await page.screenshot({ path: path.join(SCREENSHOTS, `index-${scheme}.png`), fullPage: true });

    await page.getByRole("link", { name: "Admin console" }).click();
    await page.waitForURL(/\/admin\/sign-in/);
    await context.close();
  });
}
