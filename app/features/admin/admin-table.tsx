import { type ReactNode, useId } from "react";

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
}

/**
 * Every table of the owner's area: its caption, one heading row, the "nothing here" row, in a
 * region that scrolls sideways on a phone. The region takes focus and is named by the caption,
 * so that it scrolls by keyboard too (WCAG 2.1.1; axe's scrollable-region-focusable, for tables
 * that hold no link).
 */
export function AdminTable({ caption, captionHidden = false, columns, minWidth = "", density: d = "roomy", testId, empty, className = "mt-6", children }: AdminTableProps) {
  const id = useId();
  const pad = density[d];
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (see above)
    <div role="region" aria-labelledby={id} tabIndex={0} className={`${className} overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand`}>
      <table className={`w-full text-left text-sm ${minWidth}`} data-testid={testId}>
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
