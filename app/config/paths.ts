/**
 * Every internal URL, defined in content/paths.ts beside the slug they derive from (content
 * imports nothing from app/); app code imports them from here.
 */
// Through the #content/ alias (package.json "imports"), which Node, Vite, the tests and the bench
// all resolve; the comment here once said "relative", from before the aliases (decision 021).
export { insightPath, paths } from "#content/paths.ts";

/** /admin, /admin/…, and the router's data requests for them (/admin.data, /admin/x.data): the one hydrated React Router app. */
export const isAdminPath = (p: string) => {
  // Routes match whatever the case ('/ADMIN/orders' is the orders page): so does this.
  const lower = p.slice(0, 7).toLowerCase();
  return lower === "/admin" || lower.startsWith("/admin/") || lower.startsWith("/admin.");
};
