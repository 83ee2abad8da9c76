import { expect, test } from "#tests/support/fixtures.ts";
import { pages } from "#tests/support/page-table.ts";
import { ownRequests, watchPageHealth } from "#tests/support/page-health.ts";
import { installFakeServices } from "#tests/fakes/stripe-browser.ts";

/**
 * Issue 46 (decision 033): React renders an island on the server and the same React hydrates it
 * in the browser. Hydration adopts the server's HTML only when both renders agree (the ids from
 * `useId` among them: the server renders each island in its own root with the prefix the
 * browser is given). Where the tree differs, React reports it and renders the island again on
 * the client, replacing its DOM (what was typed, focus); where only an attribute differs (an id)
 * it keeps the server's, silently. So on every public page each island is woken without input
 * and must keep every element the server sent, hydrated with the ids the server wrote, with no
 * console error, page error or failed request.
 */
test.describe("every island hydrates over its server HTML", () => {
  for (const p of pages.filter((x) => !x.path.startsWith("/admin"))) {
    test(`${p.path}: each island wakes and keeps the server's elements, without errors`, async ({ page, baseURL }) => {
      const problems = watchPageHealth(page, baseURL!);
      const requests = ownRequests(page, baseURL!);
      await installFakeServices(page, {});
      await page.goto(p.path);
      const names = await page.evaluate(() => {
        const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
        // The server's elements, held by reference: a client render would put new ones in their place.
        (window as unknown as { serverElements: Element[] }).serverElements = islands.flatMap((i) => [...i.querySelectorAll("*")]);
        return [...new Set(islands.map((i) => i.dataset.island!))];
      });
      expect(names.length, "every public page has an island (at least the portfolio dialog)").toBeGreaterThan(0);
      expect(await page.locator("[data-island-awake]").count(), "asleep until asked").toBe(0);
      await page.evaluate((all) => Promise.all(all.map((n) => window.siteRuntime!.wakeIsland(n))), names);
      await expect(page.locator("[data-island]:not([data-island-awake])")).toHaveCount(0);
      const replaced = await page.evaluate(() =>
        (window as unknown as { serverElements: Element[] }).serverElements
          .filter((e) => !e.isConnected || !e.closest("[data-island-awake]"))
          .map((e) => `${e.closest("[data-island]")?.getAttribute("data-island") ?? "?"}: <${e.localName}${e.id ? ` id="${e.id}"` : ""}>`),
      );
      expect(replaced, "elements of the server's HTML replaced at hydration").toEqual([]);
      // The ids React gives in the browser are the server's: in production React leaves a differing
      // attribute as the server wrote it, silently, so a later render that refers to an id (an
      // error's aria-describedby) would point at nothing. The props React hydrated each element
      // with are read from the element itself.
      const idsApart = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-island] [id], [data-island] label[for]")].flatMap((e) => {
          const key = Object.keys(e).find((k) => k.startsWith("__reactProps$"));
          const props = key ? (e as unknown as Record<string, { id?: string; htmlFor?: string }>)[key] : undefined;
          if (!props) return [`<${e.localName} id="${e.id}">: not hydrated by React`];
          const apart: string[] = [];
          if (e.id && props.id !== e.id) apart.push(`id "${e.id}" in the HTML, "${props.id}" in the browser`);
          if (e instanceof HTMLLabelElement && e.htmlFor && props.htmlFor !== e.htmlFor) apart.push(`for "${e.htmlFor}" in the HTML, "${props.htmlFor}" in the browser`);
          return apart;
        }),
      );
      expect(idsApart).toEqual([]);
      await requests.quiet();
      expect(problems).toEqual([]);
    });
  }
});
