/**
 * Every internal URL, defined in content/paths.ts beside the slug they derive from (content
 * imports nothing from app/); app code imports them from here.
 */
// Relative, not #content/: tests and the bench load this file outside Vite.
export { insightPath, paths } from "../../content/paths";
