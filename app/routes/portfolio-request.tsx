import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { retryAfter, retryAfterOf } from "#app/infra/rate-limit.ts";
import { data, Form } from "react-router";
import { leadSendMiddleware, postLead } from "#app/features/leads/lead-route.server.ts";
import { echoableFields } from "#app/features/leads/field-bounds.ts";
import { portfolioFieldBounds } from "#app/features/leads/kinds/portfolio.ts";
import { securityMessages } from "#app/features/leads/messages.ts";
import { Honeypot } from "#app/features/leads/honeypot.tsx";
import { portfolioRequestFields } from "#app/features/portfolio/portfolio-request-form.tsx";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import { paths } from "#app/config/paths.ts";
import { ctas } from "#content/navigation.ts";
import { portfolioRequestCopy as copy } from "#content/portfolio-request.ts";
import type { Route } from "./+types/portfolio-request";
import { fieldClass } from "#app/ui/field.ts";

/**
 * Where the portfolio-request dialog posts when its island is not awake: no JavaScript, or its
 * chunk failed to load after the visitor had typed (issue #11: nothing typed is lost). The
 * request is checked and stored by the one lead handler; errors come back with what was typed,
 * on a page of its own (the dialog lives in every page's footer, so no page's own action can
 * take it). Also a plain page to ask from. The dialog's island sends here too, and this page's
 * middleware answers it in JSON (docs/leads.md 'One address per form').
 */
export const middleware: Route.MiddlewareFunction[] = [leadSendMiddleware("portfolio-request")];

export async function action({ request, context }: Route.ActionArgs) {
  // The same post again (a reload of this page's answer) is answered as the first.
  const { input, result } = await postLead("portfolio-request", request, context);
  if (result.ok) return { ok: true as const };
  return data(
    { ok: false as const, fieldErrors: result.fieldErrors, formError: result.formError, values: echoableFields(input, portfolioFieldBounds) },
    { status: result.status, headers: retryAfter(result.waitMinutes) },
  );
}

/** A 429 says its wait in Retry-After too (React Router applies an action's headers only through this). */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => retryAfterOf(actionHeaders);

export const meta: Route.MetaFunction = () => [{ title: ctas.requestPortfolioAccess }, { name: "robots", content: "noindex, nofollow" }];

export default function PortfolioRequest({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <section className="container-page max-w-xl py-28 text-center sm:py-32" role="status">
        <h1 className="text-4xl font-bold">{copy.thanks}</h1>
        <p className="mt-4 text-lg text-muted">{copy.submitted}</p>
        <SiteLink to={paths.home} className={buttonClass("primary", "lg", "mt-8")}>
          {ctas.backToHome}
        </SiteLink>
        <FirstViewEnd />
      </section>
    );
  }
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <section className="container-page max-w-xl py-28 sm:py-32">
      <h1 className="text-4xl font-bold">{ctas.requestPortfolioAccess}</h1>
      <p className="mt-4 text-lg text-muted">{copy.intro}</p>
      {failed?.formError && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 font-medium text-red-800">
          {securityMessages.title}: {failed.formError}
        </p>
      )}
      <Form method="post" reloadDocument className="relative mt-6 space-y-4" aria-label="Request portfolio access">
        {portfolioRequestFields.map((f) => {
          const error = failed?.fieldErrors[f.name];
          const common = {
            id: `pr-${f.name}`,
            name: f.name,
            required: true,
            maxLength: f.max,
            defaultValue: failed?.values[f.name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `pr-${f.name}-error` : undefined,
            className: fieldClass(),
          } as const;
          return (
            <div key={f.name}>
              <label htmlFor={`pr-${f.name}`} className="block font-medium text-ink">
                {f.label}
              </label>
              {f.name === "description" ? <textarea {...common} rows={4} /> : <input {...common} type={f.type ?? "text"} autoComplete={f.autoComplete} />}
              {error && (
                <p id={`pr-${f.name}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <Honeypot id="pr" />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
          {copy.send}
        </button>
      </Form>
      <FirstViewEnd />
    </section>
  );
}
