import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";

/** A column's heading; a figure's column is right-aligned, heading and cells alike. */
export type AdminColumn = string | { label: string; figures: true };

const labelOf = (c: AdminColumn) => (typeof c === "string" ? c : c.label);
const isFigures = (c: AdminColumn) => typeof c !== "string";

/** Cell padding: "compact" for the analytics' many short figures, "roomy" for lists of people and orders. */
const density = {
  compact: { cell: "px-2 py-1", empty: "px-2 py-2" },
  roomy: { cell: "px-3 py-2", empty: "px-3 py-4" },
} as const;

export interface AdminTableProps {
  /** Names the table and its scrolling region; visible above the table unless `captionHidden` (a heading above says it already). */
  caption: string;
  captionHidden?: boolean;
  columns: readonly AdminColumn[];
  /** The table's least width (a Tailwind class, e.g. `min-w-[40rem]`): narrower screens scroll it sideways. */
  minWidth?: string;
  density?: keyof typeof density;
  testId?: string;
  /** Said in one row across the table when it has no rows. */
  empty?: { when: boolean; text: ReactNode };
  /** Spacing above the region (a Tailwind class). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
  /**
   * On a phone, one card a row (app/styles/large-text-and-admin.css, `.admin-cards`): each cell after the first carries its
   * column's name as `data-label`. For tables of short figures, whose columns would not fit.
   */
  cards?: boolean;
}

/**
 * Every table of the owner's area: its caption, one heading row, the "nothing here" row, in a
 * region named by the caption that scrolls sideways on a phone. While the table is wider than the
 * region, the region takes focus, so that it scrolls by keyboard too (WCAG 2.1.1; axe's
 * scrollable-region-focusable, for tables that hold no link); a region that scrolls nothing is
 * left out of the tab order (the dashboard has a dozen tables). The server's HTML makes every
 * region focusable, the safe side without JavaScript; the browser corrects it once measured.
 */
export function AdminTable({ caption, captionHidden = false, columns, minWidth = "", density: d = "roomy", testId, empty, className = "mt-6", children, cards = false }: AdminTableProps) {
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(region);
  const pad = density[d];
  return (
    // A table under a heading of the same words (captionHidden) is a group, not a second
    // landmark of the same name: axe's landmark-unique (issue 48: 10 nodes on /admin).
    <div
      ref={region}
      role={captionHidden ? "group" : "region"}
      aria-labelledby={id}
      tabIndex={scrolls ? 0 : undefined}
      className={`${className} overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand`}
    >
      <table className={`w-full text-left text-sm ${minWidth} ${cards ? "admin-cards" : ""}`} data-testid={testId}>
        <caption id={id} className={captionHidden ? "sr-only" : "mb-2 text-left font-semibold"}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {columns.map((c) => (
              <th key={labelOf(c)} scope="col" className={isFigures(c) ? `${pad.cell} text-right` : pad.cell}>
                {labelOf(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty?.when && (
            <tr>
              <td colSpan={columns.length} className={`${pad.empty} text-muted`}>
                {empty.text}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the element's content is wider than the element (so it scrolls sideways); true until measured. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth);
    measure();
    // The region's width follows the window's; the table's follows its rows.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
