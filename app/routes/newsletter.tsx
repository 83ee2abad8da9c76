import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { retryAfter, retryAfterOf } from "#app/infra/rate-limit.ts";
import { leadSendMiddleware, postLead } from "#app/features/leads/lead-route.server.ts";
import { data, Form } from "react-router";
import { newsletterPostFailure } from "#app/features/newsletter/post-result.ts";
import { echoableFields } from "#app/features/leads/field-bounds.ts";
import { newsletterFieldBounds } from "#app/features/leads/kinds/newsletter.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import { paths } from "#app/config/paths.ts";
import { ctas } from "#content/navigation.ts";
import { newsletterPage as c } from "#content/pages/newsletter.ts";
import type { Route } from "./+types/newsletter";
import { fieldClass } from "#app/ui/field.ts";

/**
 * Where the newsletter form lands without JavaScript (DECISIONS 7): the sign-up is stored by the
 * one lead handler, and this page says how it went, keeping what was typed on error. The form's
 * island sends here too, and its middleware answers it in JSON (docs/leads.md 'One address per form').
 */
export const middleware: Route.MiddlewareFunction[] = [leadSendMiddleware("newsletter")];

export async function action({ request, context }: Route.ActionArgs) {
  // The same post again (a reload of this page's answer) is answered as the first.
  const { input, result } = await postLead("newsletter", request, context);
  const source = input.source === "insights_newsletter" ? "insights_newsletter" : "global_newsletter";
  if (result.ok) return { ok: true as const };
  return data(
    { ok: false as const, failure: newsletterPostFailure(input, result), values: { ...echoableFields(input, newsletterFieldBounds), source } },
    { status: result.status, headers: retryAfter(result.waitMinutes) },
  );
}

/** A 429 says its wait in Retry-After too (React Router applies an action's headers only through this). */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => retryAfterOf(actionHeaders);

export const meta: Route.MetaFunction = () => [{ title: "Newsletter" }, { name: "robots", content: "noindex, nofollow" }];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <section className="container-page py-28 text-center sm:py-32">
        <h1 className="text-4xl font-bold">{c.welcomeHeading}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{c.welcomeText}</p>
        <SiteLink to={paths.home} className={buttonClass("primary", "lg", "mt-8")}>
          {ctas.backToHome}
        </SiteLink>
        <FirstViewEnd />
      </section>
    );
  }
  const values = actionData && !actionData.ok ? actionData.values : { firstName: "", lastName: "", email: "", source: "global_newsletter" };
  return (
    <section className="container-page max-w-xl py-28 sm:py-32">
      <h1 className="text-4xl font-bold">{c.heading}</h1>
      {actionData && !actionData.ok && (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{actionData.failure.title}</p>
          <ul className="mt-1 list-disc pl-5">
            {actionData.failure.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <Form method="post" reloadDocument className="mt-6 space-y-4">
        <input type="hidden" name="source" value={values.source} />
        {(["firstName", "lastName", "email"] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`nl-${name}`} className="block font-medium">
              {c.fields[name]}
            </label>
            <input
              id={`nl-${name}`}
              name={name}
              type={name === "email" ? "email" : "text"}
              required
              defaultValue={values[name]}
              className={fieldClass()}
            />
          </div>
        ))}
        <button type="submit" className={buttonClass("primary", "lg")}>
          {c.submit}
        </button>
      </Form>
      <FirstViewEnd />
    </section>
  );
}
