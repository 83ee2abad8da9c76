import { Link } from "react-router";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "./button";

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
 * apology for anything unexpected (never a stack trace).
 */
export function ErrorPage({ status, message, back = { to: paths.home, label: "Return to Home" } }: { status: number; message?: string | undefined; back?: { to: string; label: string } }) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500;
  const title = errorPageHeading(status);
  const text = refused ? (message ?? refusals[status] ?? "Please check the address and try again.") : notFound ? null : "Please try again in a moment.";
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-black text-brand">{notFound ? "404" : refused ? status : "500"}</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {text && (
        <p className="mt-3 text-muted" data-testid="error-message">
          {text}
        </p>
      )}
      <Link to={back.to} className={buttonClass("primary", "md", "mt-8")}>
        {back.label}
      </Link>
    </section>
  );
}
