import { insightsPages } from "#content/pages/insights.ts";
import { chatPage } from "#content/pages/chat.ts";
import { paths, insightPath } from "#content/paths.ts";
import { expect, test, type Locator, type Page } from "#tests/support/fixtures.ts";
import { gotoInInter } from "#tests/support/web-font.ts";

/**
 * Issue 48, section 4: defects a screenshot showed at 375 px, held where a test can see them.
 * Each page is checked in both faces a visitor may see (the fallback on a visit's first page,
 * Inter from the next), as their widths differ.
 */

/** The element's text as it is laid out, one string per line (by each character's box). */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        const line = lines.find((l) => Math.abs(l.top - box.top) < box.height / 2);
        if (line) line.text += text[i];
        else lines.push({ top: box.top, text: text[i]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text.trim());
  });
}

const openings = [
  { face: "the fallback face (a visit's first page)", open: (page: Page, url: string) => page.goto(url).then(() => undefined) },
  // gotoInInter names the referrer from the address: an absolute one.
  { face: "Inter (a later page)", open: (page: Page, url: string) => gotoInInter(page, new URL(url, test.info().project.use.baseURL).href) },
];

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { face, open } of openings) {
    test(`in ${face}: the chat page's h1 keeps '15-Minute' on one line, its text SPEC's`, async ({ page }) => {
      await open(page, paths.chat);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(chatPage.heading);
      const lines = await renderedLines(h1);
      expect(lines.some((l) => l.endsWith("-")), lines.join(" / ")).toBe(false);
      expect(lines.some((l) => l.includes("15-Minute")), lines.join(" / ")).toBe(true);
    });

    test(`in ${face}: an article's byline never starts a line with its separator`, async ({ page }) => {
      await open(page, insightPath("why-im-moving-clients-off-wordpress"));
      const byline = page.locator("article header p").filter({ hasText: "min read" });
      const lines = await renderedLines(byline);
      for (const line of lines) expect(line.startsWith("·"), lines.join(" / ")).toBe(false);
      // And a card's, on the insights page.
      await open(page, paths.insights);
      for (const card of await page.locator('p:has([data-field="minutes"])').all()) {
        for (const line of await renderedLines(card)) expect(line.startsWith("·"), line).toBe(false);
      }
    });

    test(`in ${face}: /insights-full shows SPEC's search placeholder whole`, async ({ page }) => {
      await open(page, paths.insightsFull);
      const search = page.getByRole("searchbox", { name: insightsPages.search.label });
      await expect(search).toHaveAttribute("placeholder", insightsPages.search.placeholder);
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const placeholder = getComputedStyle(input, "::placeholder");
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, inner };
      });
      expect(room.text, `placeholder ${Math.round(room.text)} px in ${Math.round(room.inner)} px`).toBeLessThanOrEqual(room.inner);
    });
  }
});
