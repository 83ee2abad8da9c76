import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { Lock, X } from "lucide-react";
import { Form } from "react-router";
import { PREVIEW_MODES } from "#app/config/case-study.ts";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import type { CaseStudy, CaseStudyImage } from "#content/case-study-types.ts";

/**
 * The case study page's views (DECISIONS 10). What they show comes from the route's loader: the
 * study itself only after the server has accepted the password, so nothing of it is in this
 * module (which is a public file) or in the locked page.
 */

/** An image as the page gets it: its file resolved to the gated route's URL. */
type ServedImage = Omit<CaseStudyImage, "file"> & { src: string };

/** The study as the loader hands it over: content/case-study.server.ts, images resolved to URLs, plus the preview's live facts. */
export type CaseStudyData = Omit<CaseStudy, "images" | "preview"> & {
  images: readonly ServedImage[];
  preview: Omit<CaseStudy["preview"], "screenshot"> & { screenshot: Omit<ServedImage, "caption">; url: string; frameable: boolean; sandbox: string };
};

export const PREVIEW_DIALOG_ID = "case-study-preview";

export function CaseStudyClosed() {
  return (
    <section className="container-page max-w-2xl py-28 text-center sm:py-32">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">The Essential Website</h1>
      <p className="mt-6 text-lg text-muted" data-testid="case-study-closed">
        This case study is closed at the moment. Request portfolio access and you will hear back as soon as it opens.
      </p>
      <SiteLink to={paths.portfolio} className={buttonClass("secondary", "lg", "mt-8")}>
        Back to Portfolio
      </SiteLink>
      <FirstViewEnd />
    </section>
  );
}

/**
 * The password form: a plain form post to this page's action, so it works without JavaScript; a
 * wrong password comes back with the message and an empty field (the input is never given a
 * value, and a new attempt number gives React a fresh one).
 */
export function CaseStudyGate({ error, attempt }: { error?: string; attempt?: number }) {
  return (
    <section className="container-page max-w-md py-28 sm:py-32">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Lock aria-hidden="true" className="size-6" />
      </div>
      <h1 className="mt-6 text-center text-4xl font-bold tracking-tight">The Essential Website</h1>
      <p className="mt-4 text-center text-muted">This case study is password protected. Enter the password you received to read it.</p>
      <Form method="post" className="mt-8 space-y-4" data-testid="case-study-gate">
        <div>
          <label htmlFor="case-study-password" className="block font-medium">
            Password
          </label>
          <input
            key={attempt ?? 0}
            id="case-study-password"
            name="password"
            type="password"
            required
            maxLength={200}
            autoComplete="current-password"
            // After a wrong password the page comes back from the post: the cleared field takes
            // the focus, so the next try is typed at once (the message is announced as an alert).
            // eslint-disable-next-line jsx-a11y-x/no-autofocus -- only on the answer to a wrong password, where the field is where the visitor is
            autoFocus={error ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "case-study-error" : undefined}
            className="mt-1 block w-full rounded-xl border border-slate-400 px-4 py-3"
          />
          {error && (
            <p id="case-study-error" role="alert" className="mt-2 font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
          View Case Study
        </button>
      </Form>
      <FirstViewEnd />
    </section>
  );
}

const modes = [
  { key: "desktop", label: "Desktop" },
  { key: "tablet", label: "Tablet" },
  { key: "mobile", label: "Mobile" },
] as const;

/**
 * The live preview (SPEC §2, §9): a native modal dialog its button opens at the first tap; the
 * three modes are radio buttons and CSS sizes the frame from the checked one (app/styles/chrome.css,
 * '.case-preview'), so switching needs no script either. Phones get the notice instead (CSS, at
 * the 768 px breakpoint).
 */
function LivePreview({ p }: { p: CaseStudyData["preview"] }) {
  return (
    <>
      <p className="rounded-2xl bg-brand-soft p-4 text-ink md:hidden" data-testid="preview-mobile-notice">
        {p.mobileNotice}{" "}
        <a href={p.url} className="font-semibold text-brand underline" target="_blank" rel="noopener noreferrer">
          {p.openSite}
        </a>
      </p>
      <button type="button" commandfor={PREVIEW_DIALOG_ID} command="show-modal" aria-haspopup="dialog" className={buttonClass("primary", "lg", "max-md:hidden")}>
        {p.open}
      </button>
      <dialog id={PREVIEW_DIALOG_ID} aria-labelledby={`${PREVIEW_DIALOG_ID}-title`} closedby="any" className="modal-dialog case-preview-dialog">
        <div className="flex flex-wrap items-center justify-between gap-4 pr-12">
          <h2 id={`${PREVIEW_DIALOG_ID}-title`} className="text-xl font-bold text-ink">
            {p.title}
          </h2>
          {p.frameable && (
            <fieldset className="flex gap-1 rounded-full bg-slate-100 p-1">
              <legend className="sr-only">Screen size</legend>
              {modes.map((m, i) => (
                <label key={m.key} className="case-preview-mode">
                  <input type="radio" name="case-preview-mode" value={m.key} defaultChecked={i === 0} className="sr-only" />
                  <span>{m.label}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
        <button
          type="button"
          commandfor={PREVIEW_DIALOG_ID}
          command="close"
          className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 active:bg-slate-200"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <div className="case-preview-stage mt-4" data-testid="preview-stage">
          {p.frameable ? (
            <div className="case-preview-box">
            <iframe
              src={p.url}
              title={p.title}
              sandbox={p.sandbox}
              loading="lazy"
              referrerPolicy="no-referrer"
              className="case-preview-frame"
              style={{ height: PREVIEW_MODES.heightPx }}
              data-testid="preview-frame"
            />
            </div>
          ) : (
            <figure>
              <img src={p.screenshot.src} alt={p.screenshot.alt} width={p.screenshot.width} height={p.screenshot.height} className="h-auto w-full rounded-xl border border-line" data-testid="preview-screenshot" />
              <figcaption className="mt-2 text-sm text-muted">{p.screenshotNote}</figcaption>
            </figure>
          )}
        </div>
        <p className="mt-4 text-sm">
          <a href={p.url} className="font-semibold text-brand underline" target="_blank" rel="noopener noreferrer">
            {p.openSite}
          </a>
        </p>
      </dialog>
    </>
  );
}

export function CaseStudyArticle({ study }: { study: CaseStudyData }) {
  return (
    <article className="container-page py-28 sm:py-32" data-testid="case-study">
      <header className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">Case study</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{study.title}</h1>
        <p className="mt-3 text-muted">{study.client}</p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{study.summary}</p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2">
          {study.facts.map((f) => (
            <div key={f.label} className="rounded-2xl bg-surface p-4">
              <dt className="text-sm font-semibold text-muted">{f.label}</dt>
              <dd className="mt-1 text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8">
          <LivePreview p={study.preview} />
        </div>
        <FirstViewEnd />
      </header>

      {study.images[0] && (
        <figure className="mx-auto mt-14 max-w-5xl">
          <img src={study.images[0].src} alt={study.images[0].alt} width={study.images[0].width} height={study.images[0].height} className="h-auto w-full rounded-2xl border border-line shadow-lg" />
          <figcaption className="mt-3 text-center text-sm text-muted">{study.images[0].caption}</figcaption>
        </figure>
      )}

      <div className="mx-auto mt-14 max-w-3xl">
        {study.sections.map((s) => (
          <section key={s.id} id={s.id} className="mt-12 first:mt-0">
            <h2 className="text-3xl font-bold tracking-tight">{s.heading}</h2>
            {s.paragraphs.map((para) => (
              <p key={para} className="mt-4 leading-relaxed text-slate-700">
                {para}
              </p>
            ))}
            {s.points && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {s.points.map((pt) => (
                  <li key={pt}>{pt}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>

      <section aria-labelledby="case-study-numbers" className="mx-auto mt-16 max-w-5xl">
        <h2 id="case-study-numbers" className="text-center text-3xl font-bold tracking-tight">
          The numbers
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {study.numbers.map((n) => (
            <li key={n.label} className="rounded-2xl bg-brand-soft p-6 text-center">
              <p className="text-4xl font-bold text-brand">{n.value}</p>
              <p className="mt-2 font-semibold text-ink">{n.label}</p>
              <p className="mt-1 text-sm text-muted">{n.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      {study.images.slice(1).map((img) => (
        <figure key={img.src} className="mx-auto mt-14 max-w-xs">
          <img src={img.src} alt={img.alt} width={img.width} height={img.height} loading="lazy" className="h-auto w-full rounded-2xl border border-line shadow-lg" />
          <figcaption className="mt-3 text-center text-sm text-muted">{img.caption}</figcaption>
        </figure>
      ))}

      <section className="mx-auto mt-16 max-w-3xl rounded-card bg-night p-8 text-center text-white">
        <h2 className="text-2xl font-bold">{study.closing.heading}</h2>
        <p className="mt-3 text-slate-300">{study.closing.text}</p>
        <SiteLink to={paths.chat} className={buttonClass("light", "lg", "mt-6")}>
          {study.closing.cta}
        </SiteLink>
      </section>
    </article>
  );
}
