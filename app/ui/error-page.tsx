import { FirstViewEnd } from "./first-view.tsx";
import { Link } from "react-router";
import { paths } from "#app/config/paths.ts";
import { notFoundPage } from "#content/pages/not-found.ts";
import { buttonClass } from "./button.ts";
import { SiteLink } from "./site-link.tsx";

/** What a refused request is told when its page gave no words of its own. */
const refusals: Record<number, string> = {
  400: "Something in this address is not right.",
  403: "This is not allowed from here.",
  405: "This page does not take that kind of request.",
  413: "What was sent is too large.",
  429: "Too many requests: please wait a few minutes, then try again.",
};

/** The error page's heading, also its tab title (app/root.tsx `meta`). */
export function errorPageHeading(status: number): string {
  if (status === 404) return "Oops! Page not found";
  return status >= 400 && status < 500 ? "This request could not be answered" : "Something went wrong on our side";
}

/**
 * The 404 page of SPEC §2; a request the page refused (4xx), with what to fix; and a plain
 * apology for anything unexpected (never a stack trace). A public 404 (`waysOn`) also offers the
 * places a visitor at a dead end most likely wanted (issue 48), beside SPEC's 'Return to Home'.
 */
export function ErrorPage({
  status,
  message,
  back = { to: paths.home, label: "Return to Home" },
  waysOn = false,
}: {
  status: number;
  message?: string | undefined;
  back?: { to: string; label: string };
  waysOn?: boolean;
}) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500;
  const title = errorPageHeading(status);
  const text = refused ? (message ?? refusals[status] ?? "Please check the address and try again.") : notFound ? (waysOn ? notFoundPage.lead : null) : "Please try again in a moment.";
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-black text-brand">{notFound ? "404" : refused ? status : "500"}</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {/* The size of every page's lead (PageIntro). On a phone it is also what makes the page's
          own words its largest paint: at text-base the 404's two lines were smaller than the
          cookie banner's text, which shows 1 s after the load (SPEC §9), so the page's LCP came
          a second after its first frame (issue 48, bench of 2026-12-07). */}
      {text && (
        <p className="mt-4 max-w-xl text-lg text-muted" data-testid="error-message">
          {text}
        </p>
      )}
      <Link to={back.to} className={buttonClass("primary", "md", "mt-8")}>
        {back.label}
      </Link>
      {notFound && waysOn && (
        <nav aria-label={notFoundPage.waysOnLabel} className="mt-12 w-full max-w-3xl">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{notFoundPage.waysOnLabel}</h2>
          <ul className="mt-4 grid gap-4 text-left sm:grid-cols-3">
            {notFoundPage.waysOn.map((w) => (
              <li key={w.to}>
                <SiteLink to={w.to} className="block h-full rounded-card border border-line bg-white p-5 shadow-card hover:shadow-lift">
                  <span className="block font-semibold text-brand">{w.label}</span>
                  <span className="mt-1 block text-sm text-muted">{w.text}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <FirstViewEnd />
    </section>
  );
}
