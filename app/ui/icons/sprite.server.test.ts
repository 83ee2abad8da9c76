import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createSpriteIcon from "./sprite-icon.tsx";
import { withIconSprite } from "./sprite.server.ts";

// Two icons as lucide's modules describe them (lucide-react's plus and x).
const Plus = createSpriteIcon({ name: "plus", size: 24, node: [["path", { d: "M5 12h14", key: "a" }], ["path", { d: "M12 5v14", key: "b" }]] });
const X = createSpriteIcon({ name: "x", size: 24, node: [["path", { d: "M18 6 6 18", key: "a" }], ["path", { d: "m6 6 12 12", key: "b" }]] });

const page = (body: string) => Buffer.from(`<!DOCTYPE html><html><head></head><body>${body}<script>1</script></body></html>`);

describe("icons by reference (app/ui/icons)", () => {
  it("an icon is an svg of class lucide holding one <use> of its symbol, decorative unless named", () => {
    expect(renderToString(createElement(Plus, { className: "size-4" }))).toBe('<svg class="lucide size-4" aria-hidden="true"><use href="#i-plus"></use></svg>');
    expect(renderToString(createElement(X, { "aria-label": "Close" }))).toBe('<svg class="lucide" aria-label="Close"><use href="#i-x"></use></svg>');
    expect(renderToString(createElement(X, { size: 16, strokeWidth: 1.5 }))).toContain('style="width:16px;height:16px;stroke-width:1.5"');
  });

  it("the page gets each used icon's symbol once, at the end of its body, with lucide's shapes", () => {
    const icons = [Plus, X, Plus, Plus].map((I) => renderToString(createElement(I))).join("");
    const html = withIconSprite(page(icons)).toString();
    expect(html.match(/<symbol /g)).toHaveLength(2);
    expect(html).toContain('<svg id="icon-sprite" aria-hidden="true"><symbol id="i-plus" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="M12 5v14"/></symbol><symbol id="i-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol></svg></body>');
    expect(html.indexOf('<svg id="icon-sprite"')).toBeGreaterThan(html.indexOf("<script>1</script>"));
  });

  it("a page without icons is left as it is", () => {
    const html = page("<p>No icons</p>");
    expect(withIconSprite(html)).toBe(html);
  });
});
