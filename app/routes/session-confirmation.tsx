import { Link } from "react-router";
import { chatConfirmationPage, sessionConfirmationPage } from "#content/pages/session-confirmation.ts";
import { site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { bookedKind } from "#app/features/booking/scheduler.ts";
import { buildMeta, pageMeta } from "#app/lib/meta.ts";
import { buttonClass } from "#app/ui/button.ts";
import { NextSteps, StatusPage } from "#app/ui/status-page.tsx";
import type { Route } from "./+types/session-confirmation";

/**
 * Which booking this confirms: the chat page's embed sends its visitors to ?kind=chat
 * (confirmationPath); the strategy session's lands on the plain address SPEC names, rendered at
 * boot. A query string is rendered per request (server/boot-pages.ts).
 */
export function loader({ url }: Route.LoaderArgs) {
  return { kind: bookedKind(url.searchParams.get("kind")) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.kind === "chat"
    ? buildMeta({ title: `${chatConfirmationPage.title} | ${site.companyName}`, description: chatConfirmationPage.description, path: paths.sessionConfirmation, noindex: true })
    : pageMeta(paths.sessionConfirmation);

/** After scheduling (DECISIONS 4): the strategy session's "You're Officially Booked", or the free chat's own words. */
export default function SessionConfirmation({ loaderData }: Route.ComponentProps) {
  const c = loaderData.kind === "chat" ? chatConfirmationPage : sessionConfirmationPage;
  return (
    <StatusPage title={c.title} lead={c.lead}>
      <NextSteps steps={c.steps} />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.insights} className={buttonClass("primary", "lg")}>
          {c.insightsCta}
        </Link>
        <a href={`mailto:${site.email}`} className={buttonClass("secondary", "lg")}>
          {c.emailCta}
        </a>
      </div>
    </StatusPage>
  );
}
