import { createElement, forwardRef, useLayoutEffect, type ForwardRefExoticComponent, type RefAttributes, type SVGProps } from "react";
import { iconSymbolId, registerIcon, type IconData } from "./icon-registry.ts";

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: string | number; absoluteStrokeWidth?: boolean };

/** An element's props name it for assistive technology (lucide's rule: aria-*, role, title). */
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.entries(props).some(([k, v]) => (k.startsWith("aria-") || k === "role" || k === "title") && v != null);

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * In the browser: an icon an island draws after the page came (a dialog's close button, a state's
 * mark) may not be among the page's symbols: added once, to the page's sprite (created if the
 * page has none). Before the paint, so it never shows empty.
 */
function ensureSymbol(icon: IconData) {
  const id = iconSymbolId(icon.name);
  if (document.getElementById(id)) return;
  let sprite: Element | null = document.getElementById("icon-sprite");
  if (!sprite) {
    const created = document.createElementNS(SVG_NS, "svg");
    created.id = "icon-sprite";
    created.setAttribute("aria-hidden", "true");
    document.body.append(created);
    sprite = created;
  }
  const symbol = document.createElementNS(SVG_NS, "symbol");
  symbol.id = id;
  symbol.setAttribute("viewBox", `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`);
  for (const [tag, attrs] of icon.node) {
    const el = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) if (k !== "key") el.setAttribute(k, String(v));
    symbol.append(el);
  }
  sprite.append(symbol);
}

/**
 * What lucide's icon modules call instead of lucide's createLucideIcon (tools/vite-icon-sprite.ts):
 * an <svg> holding one <use> of the icon's symbol, whose shapes are written once per page
 * (app/ui/icons/sprite.server.ts): 146 icons on home were ~45 kB of HTML. lucide's constant
 * attributes (24 px, no fill, a round 2-unit stroke in the text's colour) are one rule of
 * app/app.css (`.lucide`) instead of ten attributes on every icon, and its viewBox is the
 * symbol's; what a caller sets (a size class, `size`, `color`, `strokeWidth`) is set on the
 * element, as lucide did, as a style where the rule would otherwise win. Decorative (aria-hidden)
 * unless the props name it, as lucide's.
 */
export default function createSpriteIcon(icon: IconData): ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>> {
  registerIcon(icon);
  const Component = forwardRef<SVGSVGElement, IconProps>(({ children, className, size, color, strokeWidth, absoluteStrokeWidth: _absolute, style, ...props }, ref) => {
    useLayoutEffect(() => ensureSymbol(icon), []);
    const set = { ...(size !== undefined && { width: size, height: size }), ...(color && { stroke: color }), ...(strokeWidth !== undefined && { strokeWidth }), ...style };
    return createElement(
      "svg",
      {
        ref,
        className: className ? `lucide ${className}` : "lucide",
        ...(hasA11yProp(props) ? {} : { "aria-hidden": "true" }),
        ...(Object.keys(set).length > 0 && { style: set }),
        ...props,
      },
      createElement("use", { href: `#${iconSymbolId(icon.name)}` }),
      children,
    );
  });
  Component.displayName = icon.name;
  return Component;
}
