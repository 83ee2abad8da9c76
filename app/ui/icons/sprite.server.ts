import { registeredIcon, iconSymbolId } from "./icon-registry.ts";

const escapeAttr = (v: string | number) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Each icon's <symbol>, written once per process: a page rendered per request only looks it up. */
const symbols = new Map<string, string>();

/** An icon's <symbol>, its shapes with lucide's own attributes. */
function symbolOf(name: string): string {
  let symbol = symbols.get(name);
  if (symbol === undefined) {
    symbol = drawSymbol(name);
    // Only registered icons are kept: the names come from the page's own <use> references.
    if (symbol) symbols.set(name, symbol);
  }
  return symbol;
}

function drawSymbol(name: string): string {
  const icon = registeredIcon(name);
  if (!icon) return "";
  const shapes = icon.node
    .map(([tag, attrs]) => `<${tag}${Object.entries(attrs).filter(([k]) => k !== "key").map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("")}/>`)
    .join("");
  const size = icon.size ?? 24;
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 ${size} ${size}">${shapes}</symbol>`;
}

const USE = /<use href="#i-([a-z0-9-]+)"/g;

/** The <symbol> of every icon `html` uses, once each. */
export function iconSymbols(html: string): string {
  return [...new Set([...html.matchAll(USE)].map((m) => m[1]!))].map(symbolOf).join("");
}

const BODY_END = Buffer.from("</body>");

/**
 * The page's icon sprite (issue 48, decision 039): each icon the page uses (`<use href="#i-…">`,
 * app/ui/icons/sprite-icon.tsx) defined once, as a <symbol> in one hidden <svg> at the end of the
 * body. Inline, not a file of its own: the page's first paint shows its icons without another
 * request, and only the icons it uses are sent (docs/performance.md, 'Icons by reference').
 */
export function withIconSprite(html: Buffer): Buffer {
  const text = html.toString("latin1");
  const symbols = iconSymbols(text);
  if (!symbols) return html;
  const at = html.lastIndexOf(BODY_END);
  if (at < 0) return html;
  const sprite = `<svg id="icon-sprite" aria-hidden="true">${symbols}</svg>`;
  return Buffer.concat([html.subarray(0, at), Buffer.from(sprite), html.subarray(at)]);
}
