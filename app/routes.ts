import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { paths } from "./config/paths.ts";
import { pages } from "./pages.ts";

const rel = (p: string) => p.replace(/^\//, "");

export default [
  ...pages.map((p) => (p.path === "/" ? index(p.file) : route(rel(p.path), p.file))),
  route(rel(paths.homeAlias), "routes/home-redirect.tsx"),
  route("insights/:slug", "routes/insight.tsx"),
  // The case study's images, for unlocked visitors only (DECISIONS 10).
  route("portfolio/the-essential-website/images/:name", "routes/case-study.image.tsx"),
  // Found by search engines and feed readers (issue 13).
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("rss.xml", "routes/feed.rss.tsx"),
  route("atom.xml", "routes/feed.atom.tsx"),
  route("insights-index.json", "routes/insights-index.tsx"),
  // The owner's admin area (DECISIONS 11), beside SPEC's /admin/insights and /admin/exclude.
  route("admin", "routes/admin.dashboard.tsx"),
  route("admin/inbox", "routes/admin.inbox.tsx"),
  route("admin/dashboard.csv", "routes/admin.dashboard-csv.tsx"),
  // The page views behind a dashboard number, and their CSV (issue 25).
  route("admin/analytics/views", "routes/admin.analytics-views.tsx"),
  route("admin/analytics/views.csv", "routes/admin.analytics-views-csv.tsx"),
  route("admin/login", "routes/admin.login.tsx"),
  route("admin/logout", "routes/admin.logout.tsx"),
  route("admin/submissions/:id", "routes/admin.submission.tsx"),
  route("admin/subscribers", "routes/admin.subscribers.tsx"),
  route("admin/orders", "routes/admin.orders.tsx"),
  route("admin/launch", "routes/admin.launch.tsx"),
  route("admin/export.csv", "routes/admin.export.tsx"),
  // Privacy rights (DECISIONS 16): find, export and erase what is stored about an e-mail address.
  route("admin/privacy", "routes/admin.privacy.tsx"),
  route("admin/privacy/export", "routes/admin.privacy-export.tsx"),
  // The newsletter form's landing page without JavaScript (DECISIONS 7).
  route("newsletter", "routes/newsletter.tsx"),
  // The portfolio request without the app (no JavaScript, or its code failed to load).
  route(rel(paths.portfolioRequest), "routes/portfolio-request.tsx"),
  // Anything else: the 404 page with HTTP status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
