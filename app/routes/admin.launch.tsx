import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { STATUS_LABELS, type LaunchStatus } from "#app/features/launch/statuses.ts";
import { currentChecklist } from "#app/features/launch/current.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.launch";

/** /admin/launch: the launch checklist (issue 47), the same list as the start log and `npm run check:launch`. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const svc = services();
  return { items: currentChecklist(svc.cfg, svc.secretSharing) };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Launch checklist" }, { name: "robots", content: "noindex, nofollow" }];

/** Colour only repeats the status, which each item says in words. */
const tone: Record<LaunchStatus, string> = {
  ok: "bg-emerald-50 text-emerald-900",
  warn: "bg-amber-50 text-amber-900",
  fail: "bg-red-50 text-red-900",
};

export default function LaunchChecklist({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const failing = items.filter((i) => i.status === "fail").length;
  const open = items.filter((i) => i.status !== "ok").length;
  return (
    <AdminShell title="Launch checklist">
      <p className="font-medium" data-testid="launch-summary">
        {open === 0
          ? "Everything is done: the site is ready to go live."
          : `${open} of ${items.length} items left${failing ? `, ${failing} to fix before going live` : ""}. The same list is in the server's start log and in npm run check:launch.`}
      </p>
      <ul className="mt-6 space-y-3" aria-label="Launch checklist">
        {items.map((i) => (
          <li key={i.id} className="rounded-xl border border-line p-4" data-testid={`launch-${i.id}`} data-status={i.status}>
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${tone[i.status]}`}>{STATUS_LABELS[i.status]}</span>
              <span className="font-semibold">{i.title}</span>
            </p>
            {i.status !== "ok" && (
              <>
                <p className="mt-2 text-muted">{i.why}</p>
                <p className="mt-1">
                  Change it in: <code className="rounded bg-slate-100 px-1 wrap-anywhere">{i.fix}</code>
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
