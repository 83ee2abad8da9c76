import type { Page } from "@playwright/test";

/**
 * Measures the page (or the part of it under `scope`) in the browser and returns one line per
 * defect. Only what is rendered and visible is measured: closed dialogs, hidden carousel slides
 * and noscript fallbacks are skipped.
 */
export async function layoutDefects(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const root = document.querySelector(scopeSelector);
    if (!root) return [`${scopeSelector}: not found`];
    const defects: string[] = [];
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: false });
    };
    const name = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
      return `${el.tagName.toLowerCase()} '${text.slice(0, 60) || el.getAttribute("aria-label") || "?"}'`;
    };
    const px = (v: string) => Number.parseFloat(v) || 0;

    // 1 and 2: buttons and the links styled as buttons (the pill shape of app/ui/button.ts).
    const buttons = [...root.querySelectorAll<HTMLElement>("button, a")].filter((el) => {
      if (!shown(el)) return false;
      // Visually hidden until focused (the skip link): not drawn, nothing to measure.
      if (el.getBoundingClientRect().width <= 2 || getComputedStyle(el).clipPath !== "none" || getComputedStyle(el).clip.startsWith("rect")) return false;
      if (el.tagName === "A" && !/\brounded-full\b/.test(el.className)) return false;
      return /\S/.test(el.textContent ?? "");
    });
    for (const el of buttons) {
      const box = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      const inner = {
        left: box.left + px(cs.borderLeftWidth) + px(cs.paddingLeft),
        right: box.right - px(cs.borderRightWidth) - px(cs.paddingRight),
        top: box.top + px(cs.borderTopWidth) + Math.min(px(cs.paddingTop), 2),
        bottom: box.bottom - px(cs.borderBottomWidth) - Math.min(px(cs.paddingBottom), 2),
      };
      const words: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !shown(parent)) continue;
        // Text visually hidden for screen readers only is not drawn.
        if (getComputedStyle(parent).position === "absolute" && parent.getBoundingClientRect().width <= 1) continue;
        const text = node.textContent ?? "";
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const r = range.getBoundingClientRect();
          if (r.width === 0) continue;
          // A word drawn on two lines was broken at its hyphen ('one-/time', '15-/Minute').
          const parts = [...range.getClientRects()].filter((p) => p.width > 0);
          if (new Set(parts.map((p) => Math.round(p.top))).size > 1) defects.push(`${name(el)}: '${m[0]}' breaks across two lines`);
          // Half a pixel of anti-aliasing either way is not a defect.
          if (r.left < inner.left - 0.5 || r.right > inner.right + 0.5 || r.top < inner.top - 0.5 || r.bottom > inner.bottom + 0.5) {
            defects.push(`${name(el)}: '${m[0]}' does not fit inside the button's padding`);
          }
          words.push({ top: Math.round(r.top), text: m[0] });
        }
      }
      if (el.scrollWidth > el.clientWidth + 1) defects.push(`${name(el)}: its content overflows (${el.scrollWidth} > ${el.clientWidth} px)`);
      const lines = new Map<number, string[]>();
      for (const w of words) {
        const key = [...lines.keys()].find((t) => Math.abs(t - w.top) <= 4) ?? w.top;
        lines.set(key, [...(lines.get(key) ?? []), w.text]);
      }
      if (lines.size > 1) {
        for (const line of lines.values()) {
          if (line.length === 1) defects.push(`${name(el)}: the label wraps leaving '${line[0]}' alone on a line`);
        }
      }
    }

    // 4: headings and questions (FAQ summaries) of four words or more that end on one word
    // alone ('… in your / inbox') when the line above could have given it company: its last word
    // and that word fit on one line of the heading's width (a narrow column where no two words
    // fit is not a defect).
    for (const el of root.querySelectorAll<HTMLElement>("h1, h2, h3, summary")) {
      if (!shown(el)) continue;
      const words: { top: number; width: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !shown(parent) || (getComputedStyle(parent).position === "absolute" && parent.getBoundingClientRect().width <= 1)) continue;
        for (const m of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const parts = [...range.getClientRects()].filter((p) => p.width > 0);
          if (parts.length) words.push({ top: Math.round(parts.at(-1)!.top), width: parts.at(-1)!.width });
        }
      }
      const lines: { top: number; width: number }[][] = [];
      for (const w of words) {
        const line = lines.find((l) => Math.abs(l[0]!.top - w.top) <= 4);
        if (line) line.push(w);
        else lines.push([w]);
      }
      const last = lines.at(-1);
      const above = lines.at(-2);
      // Three words on two lines always leave one alone: only four or more can be evened out.
      if (words.length < 4 || !last || !above || last.length !== 1 || above.length < 2) continue;
      const cs = getComputedStyle(el);
      const room = el.clientWidth - px(cs.paddingLeft) - px(cs.paddingRight);
      if (above.at(-1)!.width + 0.3 * px(cs.fontSize) + last[0]!.width <= room) defects.push(`${name(el)}: its last line holds one word alone`);
    }

    // 3: grids whose last row is neither full, spanning nor centred.
    // Only the elements that can be grids (the site's grids are Tailwind's `grid` class): reading
    // every element's computed style would cost seconds per page.
    for (const grid of [root, ...root.querySelectorAll<HTMLElement>('.grid, [class*="grid-cols"]')]) {
      if (!(grid instanceof HTMLElement) || getComputedStyle(grid).display !== "grid" || !shown(grid)) continue;
      const columns = getComputedStyle(grid).gridTemplateColumns.split(" ").filter((t) => t.endsWith("px")).length;
      if (columns < 2) continue;
      const items = [...grid.children].filter((c) => shown(c) && getComputedStyle(c).position !== "absolute" && getComputedStyle(c).position !== "fixed");
      if (items.length < 2) continue;
      // Rows by vertical overlap, not equal tops: items aligned to the centre or the end of
      // their row (items-center, items-end) start at different heights.
      const rects = items.map((i) => i.getBoundingClientRect()).sort((a, b) => a.top - b.top);
      const rows: DOMRect[][] = [];
      for (const r of rects) {
        const row = rows.at(-1);
        if (row && r.top < Math.max(...row.map((x) => x.bottom)) - 1) row.push(r);
        else rows.push([r]);
      }
      if (rows.length < 2) continue;
      const last = rows.at(-1)!;
      const first = rows[0]!;
      const gcs = getComputedStyle(grid);
      const g = grid.getBoundingClientRect();
      const contentLeft = g.left + px(gcs.paddingLeft) + px(gcs.borderLeftWidth);
      const contentRight = g.right - px(gcs.paddingRight) - px(gcs.borderRightWidth);
      // The grid's used width is the full first row's extent when the tracks do not fill it.
      const left = Math.min(contentLeft, ...first.map((r) => r.left));
      const right = Math.max(Math.min(contentRight, Math.max(...first.map((r) => r.right))), ...first.map((r) => r.right));
      const lastLeft = Math.min(...last.map((r) => r.left));
      const lastRight = Math.max(...last.map((r) => r.right));
      const gapLeft = lastLeft - left;
      const gapRight = right - lastRight;
      const full = gapLeft <= 2 && gapRight <= 2;
      const centred = Math.abs(gapLeft - gapRight) <= 2;
      if (!full && !centred) {
        defects.push(`grid ${grid.tagName.toLowerCase()}.${[...grid.classList].slice(0, 3).join(".")} ('${(grid.textContent ?? "").trim().slice(0, 40)}'): its last row leaves a ${Math.round(Math.max(gapLeft, gapRight))} px hole`);
      }
    }
    return defects;
  }, scope);
}

