import { Link } from "react-router";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "./button";

/** The 404 page of SPEC §2, and a plain apology for anything unexpected (never a stack trace). */
export function ErrorPage({ status }: { status: 404 | 500 }) {
  const notFound = status === 404;
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-black text-brand">{notFound ? "404" : "500"}</p>
      <h1 className="mt-4 text-3xl font-bold">{notFound ? "Oops! Page not found" : "Something went wrong on our side"}</h1>
      {!notFound && <p className="mt-3 text-muted">Please try again in a moment.</p>}
      <Link to={paths.home} className={buttonClass("primary", "md", "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
