import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { OwnerTime } from "#app/features/admin/owner-time.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { countSubscribers, listSubscribers } from "#app/infra/repository.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.subscribers";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const { database } = services();
  // The newest few hundred on the page; the CSV holds every one.
  return { subscribers: await listSubscribers(database, { limit: 500 }), total: await countSubscribers(database) };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Subscribers" }, { name: "robots", content: "noindex, nofollow" }];

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total } = loaderData;
  return (
    <AdminShell title="Subscribers">
      <p className="text-muted">
        {total} subscriber{total === 1 ? "" : "s"}
        {total > subscribers.length ? ` (the newest ${subscribers.length} below)` : ""}.{" "}
        <a href="/admin/export.csv?what=subscribers" className="font-semibold text-brand underline">
          Export CSV
        </a>
      </p>
      <AdminTable
        caption="Newsletter subscribers"
        captionHidden
        columns={["E-mail", "Name", "First source", "First sign-up", "Latest sign-up", "Sign-ups"]}
        minWidth="min-w-[40rem]"
        empty={{ when: subscribers.length === 0, text: "No subscribers yet." }}
      >
        {subscribers.map((s) => (
          <tr key={s.id} className="border-b border-line">
            <td className="px-3 py-2">{s.email}</td>
            <td className="px-3 py-2">
              {s.first_name} {s.last_name}
            </td>
            <td className="px-3 py-2">{s.source}</td>
            <td className="px-3 py-2">
              <OwnerTime iso={s.first_signup_at} />
            </td>
            <td className="px-3 py-2">
              <OwnerTime iso={s.latest_signup_at} />
            </td>
            <td className="px-3 py-2">{s.signup_count}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
