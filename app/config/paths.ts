/**
 * Every internal URL, defined in content/paths.ts beside the slug they derive from (content
 * imports nothing from app/); app code imports them from here.
 */
// Relative, not #content/: tests and the bench load this file outside Vite.
export { insightPath, paths } from "#content/paths.ts";

/** /admin, /admin/…, and the router's data requests for them (/admin.data, /admin/x.data): the one hydrated React Router app. */
export const isAdminPath = (p: string) => {
  // Routes match whatever the case ('/ADMIN/orders' is the orders page): so does this.
  const lower = p.slice(0, 7).toLowerCase();
  return lower === "/admin" || lower.startsWith("/admin/") || lower.startsWith("/admin.");
};
