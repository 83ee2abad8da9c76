import { FirstViewEnd } from "./first-view.tsx";
import type { ComponentType, ReactNode } from "react";
import type { LegalBlock, LegalDocument } from "#content/legal/types.ts";
import { site } from "#content/site.ts";
import { cookieTable } from "#app/config/cookies.ts";
import { buttonClass } from "./button.ts";

const categoryLabel = (category: string): string => category.charAt(0).toUpperCase() + category.slice(1);

/** The owner's address in a paragraph, as a link a phone can tap to write. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(site.email);
  if (parts.length === 1) return text;
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <a key={i} href={`mailto:${site.email}`} className="font-medium text-brand underline underline-offset-4 [overflow-wrap:anywhere]">
            {site.email}
          </a>,
          part,
        ],
  );
}

/** The control a 'cookie-settings' block shows: the page gives it (the cookie policy's route). */
export type CookieSettingsControl = ComponentType<{ className: string; children: ReactNode }>;

function Block({ block, CookieSettings }: { block: LegalBlock; CookieSettings?: CookieSettingsControl }) {
  switch (block.type) {
    case "p":
      return <p className="mt-4 leading-relaxed text-slate-700">{withEmailLinks(block.text)}</p>;
    case "ul":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "cookie-settings":
      // Opens the preferences dialog: the control is the page's (the consent feature's, which
      // app/ui does not import). Hidden without JavaScript: there are no preferences to open then.
      return (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-700 noscript:hidden">
          {block.text}
          {CookieSettings && <CookieSettings className={buttonClass("secondary", "compact")}>{block.label}</CookieSettings>}
        </p>
      );
    case "cookie-table": {
      const rows = cookieTable.map((cookie) => [cookie.name, cookie.purpose, cookie.duration, categoryLabel(cookie.category)]);
      // On a phone the table is wider than the page and scrolls sideways: a focusable, named
      // region, so a keyboard can scroll it too (no script measures whether it scrolls: the page
      // is static, and one more tab stop on a wide screen costs less than unreachable columns).
      return (
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (axe 'scrollable-region-focusable')
        <div role="region" aria-label={block.caption} tabIndex={0} className="mt-4 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold">{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.join("|")} className="border-b border-line align-top">
                  {row.map((cell, i) => (
                    <td key={i} className={`px-3 py-2 ${i === 0 ? "font-mono text-xs" : ""}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
  }
}

/** Renders a legal page from its content file: one h2 per section. */
export function LegalDocumentView({ doc, cookieSettings }: { doc: LegalDocument; cookieSettings?: CookieSettingsControl }) {
  return (
    <article className="container-page py-28 sm:py-32">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{doc.title}</h1>
        <p className="mt-2 text-muted">
          {doc.dateLabel}: {doc.date}
        </p>
        {doc.intro.map((p) => (
          <p key={p} className="mt-6 text-lg leading-relaxed text-slate-700">
            {p}
          </p>
        ))}
        <FirstViewEnd />
        {doc.sections.map((s) => (
          <section key={s.heading} className="mt-10" data-legal-section>
            <h2 className="text-2xl font-semibold">{s.heading}</h2>
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} CookieSettings={cookieSettings} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
