import { expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";
import { publicTemplates } from "#tests/support/page-templates.ts";

/**
 * Icons by reference (issue 48, decision 039): every icon on a page is an <svg class="lucide"> with
 * one <use href="#i-NAME">, and the page defines each icon it uses once, as a <symbol> in one hidden
 * sprite at the end of the body (app/ui/icons/sprite.server.ts). The server's HTML only, no page:
 * it left tests/e2e/icon-sprite.spec.ts (decision 106), where how the icons look stays.
 */
const base = productionServerForFile({ port: suitePort("ICON_SPRITE"), name: "icon-sprite" });

it("every public template: each used icon's symbol once, every <use> resolves to a symbol on the page, no icon's shapes inline", async () => {
  const problems: string[] = [];
  for (const [name, path] of Object.entries(publicTemplates)) {
    const html = await (await fetch(`${base()}${path}`)).text();
    const uses = [...html.matchAll(/<use href="#(i-[^"]+)"/g)].map((m) => m[1]!);
    const symbols = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!);
    const sprites = html.match(/<svg id="icon-sprite" aria-hidden="true">/g) ?? [];
    if (uses.length > 0 && sprites.length !== 1) problems.push(`${name}: ${sprites.length} sprites`);
    for (const id of new Set(symbols)) if (symbols.filter((s) => s === id).length > 1) problems.push(`${name}: symbol ${id} defined more than once`);
    for (const id of new Set(uses)) if (!symbols.includes(id)) problems.push(`${name}: <use href="#${id}"> has no symbol`);
    for (const id of symbols) if (!uses.includes(id)) problems.push(`${name}: symbol ${id} unused`);
    // An icon drawn the old way: lucide's shapes inside the icon's own <svg>.
    if (/<svg[^>]*class="lucide[^"]*"[^>]*>(?!<use )/.test(html)) problems.push(`${name}: an icon with its shapes inline`);
  }
  expect(problems).toEqual([]);
});
