// Shared by the console's browser tests; run in the page by tab.evaluate(lowContrast), so it uses nothing
// from outside itself.

// Text whose contrast with its background is below WCAG 2.1 AA: 4.5:1, or 3:1 for large text.
export function lowContrast() {
  const rgb = (color) => color.match(/[\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const background = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] > 0) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const low = [];
  for (const element of document.querySelectorAll("body *")) {
    const style = getComputedStyle(element);
    const text = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (!text || style.display === "none" || style.visibility === "hidden" || element.closest("[hidden], dialog:not([open])")
      || element.disabled) continue;
    const [lighter, darker] = [luminance(rgb(style.color)), luminance(background(element))].sort((a, b) => b - a);
    const ratio = (lighter + 0.05) / (darker + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) low.push(`${element.tagName} "${element.textContent.trim().slice(0, 40)}" ${ratio.toFixed(2)}:1`);
  }
  return low;
}
