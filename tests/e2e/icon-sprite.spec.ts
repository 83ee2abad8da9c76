import { expect, test } from "#tests/support/fixtures.ts";

/**
 * Icons by reference (issue 48, decision 039): every icon on a page is an <svg class="lucide"> with
 * one <use href="#i-NAME">, and the page defines each icon it uses once, as a <symbol> in one hidden
 * sprite at the end of the body (app/ui/icons/sprite.server.ts). The server's HTML of every
 * template is checked in tests/integration/icon-sprite.test.ts (no page needed; decision 106).
 */
test("icons look as lucide drew them: 24-unit shapes at the size class, stroked in the text's colour, decorative ones hidden", async ({ page }) => {
  await page.goto("/");
  const icon = page.locator('main svg.lucide:has(use[href="#i-chevron-right"]), main svg.lucide:has(use[href^="#i-"])').first();
  await expect(icon).toBeVisible();
  const drawn = await icon.evaluate((svg) => {
    const s = getComputedStyle(svg);
    const box = svg.getBoundingClientRect();
    const use = svg.querySelector("use")!;
    const shape = use.getBBox();
    return { fill: s.fill, stroke: s.stroke, color: s.color, strokeWidth: s.strokeWidth, cap: s.strokeLinecap, join: s.strokeLinejoin, hidden: svg.getAttribute("aria-hidden"), box: [box.width, box.height], shape: [shape.width, shape.height] };
  });
  expect(drawn.fill).toBe("none");
  expect(drawn.stroke).toBe(drawn.color);
  expect(drawn.strokeWidth).toBe("2px");
  expect([drawn.cap, drawn.join]).toEqual(["round", "round"]);
  expect(drawn.hidden).toBe("true");
  // The symbol's shapes are drawn: a box of their own inside the icon's.
  expect(drawn.box[0]).toBeGreaterThan(0);
  expect(drawn.shape[0]).toBeGreaterThan(0);
  expect(drawn.shape[1]).toBeGreaterThan(0);
});

test("an icon by reference is drawn pixel for pixel as lucide's inline one", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  // Beside each other on white, in the icon's colour: the page's icon (a clone, its <use> and
  // classes) and lucide's own markup of the same icon (its attributes, the symbol's shapes inline).
  const ids = await page.evaluate(() => {
    const NS = "http://www.w3.org/2000/svg";
    const icons = [...document.querySelectorAll("main svg.lucide")].slice(0, 6);
    const box = document.createElement("div");
    // Every cell a whole-pixel box at a whole-pixel place: an icon's position never depends on the
    // text's baseline (which moves when Inter replaces the fallback face), so two cells can only
    // differ in what the icon draws, not in how its edges fall on the pixel grid.
    box.style.cssText = "position:fixed;inset:0 auto auto 0;z-index:2147483647;background:#fff;padding:8px;display:grid;grid-template-columns:64px 64px;grid-auto-rows:64px;gap:8px;line-height:0";
    document.body.append(box);
    return icons.map((icon, i) => {
      const id = icon.querySelector("use")!.getAttribute("href")!.slice(1);
      const row = (el: Element, which: string) => {
        const cell = document.createElement("div");
        cell.id = `${which}-${i}`;
        cell.style.cssText = `position:relative;width:64px;height:64px;color:${getComputedStyle(icon).color}`;
        (el as SVGElement).style.cssText = "position:absolute;left:8px;top:8px;margin:0;transition:none;animation:none";
        cell.append(el);
        box.append(cell);
      };
      row(icon.cloneNode(true) as Element, "ref");
      const inline = document.createElementNS(NS, "svg");
      for (const [k, v] of Object.entries({ xmlns: NS, width: "24", height: "24", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round" }))
        inline.setAttribute(k, v);
      inline.setAttribute("class", icon.getAttribute("class")!.replace(/^lucide\b/, `lucide lucide-${id.slice(2)}`));
      for (const shape of document.getElementById(id)!.children) inline.append(shape.cloneNode(true));
      row(inline, "inline");
      return i;
    });
  });
  expect(ids.length).toBeGreaterThan(0);
  for (const i of ids) {
    const ref = await page.locator(`#ref-${i}`).screenshot({ animations: "disabled" });
    const inline = await page.locator(`#inline-${i}`).screenshot({ animations: "disabled" });
    expect(ref.equals(inline), `icon ${i}`).toBe(true);
  }
});
