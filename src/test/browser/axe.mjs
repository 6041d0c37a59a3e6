// Accessibility of a page as axe-core judges it against WCAG 2.2 A and AA: the test fails on any serious or
// critical violation, naming the rule and the elements. axe-core is evaluated through the browser's
// DevTools, so the console's strict CSP stays as it is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import assert from "node:assert/strict";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export async function seriousViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  }));
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

/** Fails the test when the page, as it is now, has a serious or critical accessibility violation. */
export async function assertAccessible(page, what) {
  assert.deepEqual(await seriousViolations(page), [], `accessibility of ${what}`);
}
