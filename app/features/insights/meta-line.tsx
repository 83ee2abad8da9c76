import { Fragment, type ReactNode } from "react";

/**
 * An insight's byline (author · date · reading time), each item kept whole with the separator
 * after it: a narrow screen breaks the line between items, never before a '·' (at 375 px the
 * article's second line began '· 8 min read', issue 48). The separators are not read out.
 */
export function MetaLine({ items }: { items: readonly ReactNode[] }) {
  return items.map((item, i) => (
    <Fragment key={i}>
      {i > 0 && " "}
      <span className="whitespace-nowrap">
        {item}
        {i < items.length - 1 && <span aria-hidden="true"> ·</span>}
      </span>
    </Fragment>
  ));
}
