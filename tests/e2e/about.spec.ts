import { expect, test } from "#tests/support/fixtures.ts";
import { about } from "#content/about.ts";
import { site } from "#content/site.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";

// axe is injected with addScriptTag, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });

const path = `/about-${site.slug}`;

test.describe("about page", () => {
  test("SPEC's sections in order, with their texts", async ({ page, request }) => {
    await page.goto(path);
    expect(await page.locator("main [data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section")))).toEqual([
      "hero",
      "miss-the-point",
      "story",
      "pillars",
      "process",
      "final-cta",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.heading);
    await expect(page.getByRole("heading", { level: 2, name: "Most website experts miss the point" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "From COO to Code" })).toBeVisible();
    await expect(page.locator('[data-section="pillars"] li')).toHaveCount(3);
    await expect(page.locator('[data-section="pillars"] h3')).toHaveText(about.pillars.items.map((p) => p.title));
    const cards = page.locator('[data-section="process"] ol > li');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole("link")).toHaveAttribute("href", "/#strategy-options");
    await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", "/the-essential-build");
    await expect(page.locator('[data-section="final-cta"]').getByRole("link", { name: about.final.cta })).toHaveAttribute("href", `/chat-with-${site.slug}`);
    // The owner's portrait card (issue 24): name, role and location, over the photo when there
    // is one (loaded with priority, sized), else the strategy kit (issue 48, owner-hero.spec.ts).
    const portrait = page.locator('[data-section="hero"]').getByTestId("owner-portrait");
    await expect(portrait).toContainText(site.ownerName);
    await expect(portrait).toContainText(site.ownerRole);
    await expect(portrait).toContainText(site.location);
    const img = portrait.locator("picture img");
    if ((await img.count()) > 0) {
      await expect(img).toHaveAttribute("fetchpriority", "high");
      await expect(img).toHaveAttribute("width", /\d+/);
    } else {
      await expect(portrait).toHaveAttribute("data-placeholder", "strategy-kit");
    }

    const html = await (await request.get(path)).text();
    for (const p of [...about.story.paragraphs, ...about.missThePoint.paragraphs]) expect(html).toContain(p.replaceAll("'", "&#x27;"));
    await expectNoAxeViolations(page, "about page");
  });

  test("links in the page load the next page, and /#strategy-options does a full load of home", async ({ page, baseURL }) => {
    await page.goto(path);
    const documents: string[] = [];
    page.on("request", (r) => r.isNavigationRequest() && documents.push(new URL(r.url()).pathname));
    await page.locator('[data-section="process"]').getByRole("link", { name: about.process.cards[1]!.cta }).click();
    await expect(page).toHaveURL(`${baseURL}/the-essential-build`);
    await expect(page.getByTestId("build-timeline")).toContainText("6-8 weeks");
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await page.locator('[data-section="process"]').getByRole("link", { name: about.process.cards[0]!.cta }).click();
    await expect(page).toHaveURL(`${baseURL}/#strategy-options`);
    expect(documents.slice(-2)).toEqual(["/home", "/"]);
  });
});
