import { data } from "react-router";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { listViews, viewsQueryOf } from "#app/features/analytics/views.server.ts";
import { ViewsList } from "#app/features/admin/analytics-views-list.tsx";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.analytics-views";

/** /admin/analytics/views: the page views behind a dashboard number (issue 25); bad parameters get 400 with what is wrong. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { query, fieldErrors } = viewsQueryOf(url.searchParams);
  if (Object.keys(fieldErrors).length) return data({ query, fieldErrors, page: null }, { status: 400 });
  return { query, fieldErrors, page: await listViews(services().database, query) };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Page views" }, { name: "robots", content: "noindex, nofollow" }];

export default function PageViews({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Page views">
      <ViewsList {...loaderData} />
    </AdminShell>
  );
}
