/**
 * Side-by-side screenshots of every template at 375, 768 and 1280 px (issue #16), for reviewing
 * the design: docs/design/screenshots/{template}-{width}.webp. Starts the production build
 * (run `npx react-router build` first) on its own port, with Debian's Chromium as the tests do.
 *
 *   npm run design:screenshots            (port 4390; DESIGN_PORT=… to change)
 *   npm run design:screenshots -- home    (only templates whose name contains "home")
 *
 * Full pages, WebP at quality 50, so the committed set stays a few megabytes.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { paths, insightPath } from "#content/paths.ts";
import { chromiumArgs, chromiumPath } from "#tests/support/browser.ts";
import { startServer } from "#tests/support/server.ts";

const templates: Record<string, string> = {
  home: paths.home,
  about: paths.about,
  build: paths.build,
  contact: paths.contact,
  "get-in-touch": paths.getInTouch,
  chat: paths.chat,
  "checkout-strategy-call": paths.checkoutStrategyCall,
  "strategy-prep": paths.strategyPrep,
  success: paths.success,
  portfolio: paths.portfolio,
  "case-study": paths.caseStudy,
  insights: paths.insights,
  insight: insightPath("why-im-moving-clients-off-wordpress"),
  "legal-privacy": paths.privacy,
  "coming-soon": paths.comingSoon,
  "not-found": "/no-such-page",
  "admin-login": "/admin/login",
};
const widths = [375, 768, 1280];
const only = process.argv[2];
const out = path.resolve("docs/design/screenshots");
mkdirSync(out, { recursive: true });

const server = await startServer({ port: Number(process.env.DESIGN_PORT ?? 4390), name: "design-screenshots", env: { ADMIN_PASSWORD: "design-screenshots" } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const width of widths) {
    // Reduced motion: the carousel and reveals hold still, so every run draws the same frame.
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [name, url] of Object.entries(templates)) {
      if (only && !name.includes(only)) continue;
      await page.goto(server.url + url, { waitUntil: "load" });
      // Lay out every section now (they are skipped by content-visibility until needed) and
      // load the lazy images a full-page shot would otherwise show empty.
      await page.evaluate(async () => {
        document.documentElement.setAttribute("data-render-all", "");
        const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
        for (const img of lazy) img.loading = "eager";
        await Promise.all([document.fonts.ready, ...lazy.map((img) => img.decode().catch(() => undefined))]);
      });
      await page.waitForTimeout(300);
      const png = await page.screenshot({ fullPage: true, animations: "disabled" });
      await sharp(png, { limitInputPixels: false }).webp({ quality: 50, effort: 5 }).toFile(path.join(out, `${name}-${width}.webp`));
      console.log(`${name}-${width}.webp`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
