import { Form, redirect } from "react-router";
import { paths } from "#app/config/paths.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { clearExclusionCookie, exclusionCookie, isExcluded } from "#app/features/analytics/exclusion.ts";
import { consentTotals, findConsentRecord } from "#app/features/consent/records.server.ts";
import { services } from "#app/services.server.ts";
import { buttonClass } from "#app/ui/button.ts";
import type { Route } from "./+types/admin-exclude";

/**
 * SPEC §2 'Analytics exclusion', behind the owner's sign-in (DECISIONS 11): the shown state
 * follows whether this browser carries exclude_analytics; 'Exclude' sets it for a year, site-wide,
 * 'Remove' expires it. Below, the consent records (DECISIONS 15): how many of each choice, and
 * one record found by the id a visitor's cookie_consent carries.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { database } = services();
  const recordId = url.searchParams.get("record")?.trim().slice(0, 64) || null;
  // An id is letters, digits and dashes: anything else is no record, without asking the database
  // (PostgreSQL refuses a NUL in a query's text).
  const asked = recordId && /^[\w-]+$/.test(recordId) ? recordId : null;
  return {
    excluded: isExcluded(request.headers.get("cookie") ?? ""),
    totals: await consentTotals(database),
    recordId,
    record: asked ? ((await findConsentRecord(database, asked)) ?? null) : null,
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(services(), request, url);
  const intent = (await request.formData()).get("intent");
  const secure = new URL(request.url).protocol === "https:";
  const cookie = intent === "exclude" ? exclusionCookie(secure) : clearExclusionCookie(secure);
  throw redirect(paths.adminExclude, { status: 303, headers: { "Set-Cookie": cookie } });
}

export const meta = () => pageMeta(paths.adminExclude);

const yesNo = (n: number) => (n ? "yes" : "no");

export default function Page({ loaderData }: Route.ComponentProps) {
  const { excluded, totals, recordId, record } = loaderData;
  return (
    <AdminShell title="Analytics Exclusion">
      <div className="max-w-2xl space-y-6">
        <p
          className={`inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold ${excluded ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
          data-testid="exclusion-status"
          data-state={excluded ? "active" : "inactive"}
        >
          <span aria-hidden="true" className={`size-2.5 rounded-full ${excluded ? "bg-green-700" : "bg-red-700"}`} />
          {excluded ? "Exclusion Active" : "Not Excluded"}
        </p>
        <p className="text-slate-700">
          Excluding this browser keeps your own visits out of the site&apos;s analytics: no analytics code loads and no page view is sent from it. The
          exclusion lasts 1 year, on every page of the site, in this browser only.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value={excluded ? "remove" : "exclude"} />
          <button type="submit" className={buttonClass(excluded ? "secondary" : "primary", "lg")}>
            {excluded ? "Remove Exclusion" : "Exclude from Analytics"}
          </button>
        </Form>

        <section aria-labelledby="consent-records" className="border-t border-line pt-6">
          <h2 id="consent-records" className="text-xl font-bold">
            Consent records
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Every cookie choice is recorded with its date, choices and category revision, without personal data. A visitor&apos;s record id is in their
            cookie_consent cookie.
          </p>
          <ul className="mt-3 text-sm" data-testid="consent-totals">
            <li>Accept All: {totals.accept_all}</li>
            <li>Necessary Only: {totals.necessary_only}</li>
            <li>Saved preferences: {totals.save_preferences}</li>
          </ul>
          <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
            <label className="text-sm font-medium">
              Record id
              <input name="record" defaultValue={recordId ?? ""} maxLength={64} className="mt-1 block w-80 max-w-full rounded-xl border border-slate-400 px-3 py-2" />
            </label>
            <button type="submit" className={buttonClass("secondary", "compact")}>
              Find
            </button>
          </Form>
          {recordId && (
            <div className="mt-3 text-sm" data-testid="consent-record">
              {record ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="font-semibold">Date</dt>
                  <dd>{record.created_at}</dd>
                  <dt className="font-semibold">Choice</dt>
                  <dd>{record.choice}</dd>
                  <dt className="font-semibold">Analytics, marketing, personalization</dt>
                  <dd>
                    {yesNo(record.analytics)}, {yesNo(record.marketing)}, {yesNo(record.personalization)}
                  </dd>
                  <dt className="font-semibold">Revision</dt>
                  <dd>{record.revision}</dd>
                  <dt className="font-semibold">Global Privacy Control</dt>
                  <dd>{yesNo(record.gpc)}</dd>
                </dl>
              ) : (
                <p>No record with that id.</p>
              )}
            </div>
          )}
        </section>

        <p className="border-t border-line pt-4 text-sm text-muted">This page is for administrative purposes only.</p>
      </div>
    </AdminShell>
  );
}
