import { data, Form } from "react-router";
import { buttonClass } from "#app/ui/button.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { OwnerTime } from "#app/features/admin/owner-time.tsx";
import { countsOf, erasePersonalData, findPersonalData, listPrivacyRequests, type RecordCounts } from "#app/features/admin/privacy.server.ts";
import { EMAIL_PATTERN } from "#app/features/leads/rules.ts";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.privacy";
import { fieldClass } from "#app/ui/field.ts";

/**
 * Privacy requests (DECISIONS 16): the owner finds everything stored about an e-mail address,
 * exports it as JSON, or erases it. Addresses travel in form posts, never in URLs.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  return { requests: await listPrivacyRequests(services().database) };
}

type Found = {
  email: string;
  counts: RecordCounts;
  submissions: { id: string; created_at: string; form: string; name: string }[];
  subscribed: string[];
};

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(services(), request, url);
  const { database } = services();
  const fd = await request.formData();
  const email = String(fd.get("email") ?? "").trim();
  if (!email || email.length > 254) return data({ error: "Enter an e-mail address." as const }, { status: 400 });
  // Every stored address has this shape (the forms check it): anything else finds nothing, and
  // an erasure of it would only add a line to the record below.
  if (!EMAIL_PATTERN.test(email)) return data({ error: "That is not a whole e-mail address: write it as name@example.com." as const }, { status: 400 });
  if (fd.get("intent") === "erase") {
    if (fd.get("confirm") !== "yes") return data({ error: "Tick the box to confirm the erasure." as const }, { status: 400 });
    return { erased: await erasePersonalData(database, email) };
  }
  const found = await findPersonalData(database, email);
  const result: Found = {
    email: found.email,
    counts: countsOf(found),
    submissions: found.submissions.map((s) => ({ id: s.id, created_at: s.created_at, form: s.form, name: `${s.first_name} ${s.last_name}` })),
    subscribed: found.subscriptions.map((s) => s.first_signup_at),
  };
  return { found: result };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Privacy requests" }, { name: "robots", content: "noindex, nofollow" }];

const summary = (c: RecordCounts) =>
  `${c.submissions} submission${c.submissions === 1 ? "" : "s"}, ${c.deliveries} deliver${c.deliveries === 1 ? "y" : "ies"}, ${c.subscriptions} newsletter subscription${c.subscriptions === 1 ? "" : "s"}${
    c.orders ? `, ${c.orders} order${c.orders === 1 ? "" : "s"} (erasing keeps the amounts for the books, without name or address)` : ""
  }`;

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const found = actionData && "found" in actionData ? actionData.found : null;
  const erased = actionData && "erased" in actionData ? actionData.erased : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <AdminShell title="Privacy requests">
      <p className="max-w-3xl text-muted">
        When someone asks what you hold about them, or asks you to delete it (GDPR, LGPD), find their e-mail address here. You can hand them everything as a JSON
        file, and erase it: their messages and requests, what was forwarded for them, and their newsletter subscription. Each export and erasure is recorded
        below, without the address.
      </p>
      <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="grow">
          <label htmlFor="privacy-email" className="block text-sm font-medium">
            E-mail address
          </label>
          <input
            id="privacy-email"
            name="email"
            // Text, not type="email": the browser would send an internationalised domain in
            // punycode and refuse a non-ASCII name before the @, so such an address, stored as
            // typed, could not be found or erased. The server checks its shape.
            type="text"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            defaultValue={found?.email ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "privacy-error" : undefined}
            className={fieldClass("compact", "w-full")}
          />
        </div>
        <button type="submit" name="intent" value="find" className={buttonClass("primary", "md")}>
          Find
        </button>
      </Form>
      {error && (
        <p id="privacy-error" role="alert" className="mt-3 font-medium text-red-700">
          {error}
        </p>
      )}
      {erased && (
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900" data-testid="privacy-erased">
          Erased: {summary(erased)}.
        </p>
      )}
      {found && (
        <section aria-labelledby="privacy-found" className="mt-8 rounded-2xl border border-line p-6">
          <h2 id="privacy-found" className="text-xl font-bold">
            Stored about {found.email}
          </h2>
          <p className="mt-2" data-testid="privacy-counts">
            {summary(found.counts)}.
          </p>
          {found.submissions.length > 0 && (
            <ul className="mt-3 list-disc pl-5 text-sm">
              {found.submissions.map((s) => (
                <li key={s.id}>
                  <OwnerTime iso={s.created_at} />: {s.form}, {s.name}
                </li>
              ))}
            </ul>
          )}
          {found.subscribed.length > 0 && (
            <p className="mt-2 text-sm">
              Newsletter subscriber since <OwnerTime iso={found.subscribed[0]!} />.
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-start gap-6">
            <Form method="post" action="/admin/privacy/export" reloadDocument>
              <input type="hidden" name="email" value={found.email} />
              <button type="submit" className={buttonClass("secondary", "md")}>
                Export as JSON
              </button>
            </Form>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="email" value={found.email} />
              <input type="hidden" name="intent" value="erase" />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="confirm" value="yes" required />
                Erase all of it; this cannot be undone
              </label>
              <button type="submit" className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white">
                Erase
              </button>
            </Form>
          </div>
        </section>
      )}
      <h2 className="mt-10 text-xl font-bold">Record of requests honoured</h2>
      <AdminTable
        caption="Record of requests honoured"
        captionHidden
        columns={["When", "What", "Records"]}
        minWidth="min-w-[28rem]"
        testId="privacy-record"
        className="mt-3 max-w-3xl"
        empty={{ when: loaderData.requests.length === 0, text: "None yet." }}
      >
        {loaderData.requests.map((r) => (
          <tr key={r.id} className="border-b border-line">
            <td className="px-3 py-2">
              <OwnerTime iso={r.at} />
            </td>
            <td className="px-3 py-2">{r.kind === "erase" ? "Erased" : "Exported"}</td>
            <td className="px-3 py-2">{summary(r.counts)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
