import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import interCore from "./fonts/inter-core.woff2?url";
import interExtra from "./fonts/inter-extra.woff2?url";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import PortfolioDialog from "./features/portfolio/portfolio-dialog.island.tsx";
import { ConsentRegion } from "./features/consent/consent-region.tsx";
import { services } from "./services.server.ts";
import { FooterNewsletter } from "./features/newsletter/footer-newsletter.tsx";
import { showsFooterNewsletter } from "./layout/newsletter-slot.tsx";
import { SiteFooter } from "./layout/site-footer.tsx";
import { chromeIds } from "./layout/chrome-ids.ts";
import { MobileDrawer } from "./layout/mobile-drawer.tsx";
import { SiteHeader } from "./layout/site-header.tsx";
import { useBrowserRuntime, useNonce } from "./lib/nonce.tsx";
import { isAdminPath } from "./config/paths.ts";
import { feedLinks } from "./features/insights/feed-links.ts";
import { JsonLd, siteGraph } from "./lib/json-ld.tsx";
import { setSiteUrl } from "./lib/site-url.ts";
import { ErrorPage, errorPageHeading } from "./ui/error-page.tsx";
import { FIRST_VIEW_END_ID } from "./ui/first-view.tsx";
import { AdminHeader } from "./features/admin/admin-shell.tsx";
import { errorTitle } from "./pages.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The one typeface, asked for with the stylesheet so that it is usually there for the first
  // paint (the h1 drawn in the brand's face on the first view; app.css, decision 039). Its two
  // files (decision 105): every first view holds both letters and figures or signs.
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interExtra, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon-48.png", sizes: "48x48", type: "image/png" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ...feedLinks,
];

/**
 * The analytics provider, if any (DECISIONS 12), and the site's public address (SITE_URL, for the
 * admin app's absolute URLs once hydrated): the same for every visitor, so prerendered pages may
 * carry them. Read once: they cannot change while the server runs.
 */
export function loader() {
  const { analytics, siteUrl } = services().cfg;
  return { analytics: analytics ?? null, siteUrl };
}
export const shouldRevalidate = () => false;

/**
 * Moving between public pages is a full load of a page the server keeps in memory; the browser
 * fetches the next one ahead (speculation rules: on hover or pointer-down), so it is usually
 * already there. Not the admin area (a router of its own), the APIs, the portfolio (its own
 * cookies and policy) or links marked data-reload (a page whose policy differs).
 */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/admin", "/admin/*", "/admin.*", "/api/*", "/portfolio", "/portfolio/*", "/*.xml", "/*.json"] } },
          { not: { selector_matches: "[data-reload], [download], [target]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const runtime = useBrowserRuntime();
  const rootData = useRouteLoaderData<typeof loader>("root");
  // In the admin app, hydrated in the browser, the page's meta and structured data are built
  // again there: with the server's address (app/lib/site-url.ts), set before they are (below).
  if (rootData) setSiteUrl(rootData.siteUrl);
  const { pathname } = useLocation();
  const matches = useMatches();
  const error = useRouteError();
  // Public pages are never hydrated (docs/decisions/020): no React Router in their browser.
  const admin = isAdminPath(pathname);
  const graph = siteGraph(pathname);
  // The admin app marks itself interactive once hydrated (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* The browser runtime (app/browser/runtime.ts): first, so it runs before the body is painted.
            On the client (the admin app's hydration) its text is the server's: suppressHydrationWarning. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: runtime }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        <Meta />
        <Links />
        {/* No first paint before the page's first view is parsed: its largest text in the first
            frame (app/ui/first-view.ts). Not the admin app, which paints what it hydrates. */}
        {!admin && <link rel="expect" href={`#${FIRST_VIEW_END_ID}`} blocking="render" />}
        {graph && <JsonLd data={graph} />}
      </head>
      <body>
        <a
          href={`#${chromeIds.main}`}
          className="sr-only z-[60] rounded-full bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        {/* The owner's area has its own plain chrome (AdminHeader, in its pages): none of the
            public navigation, newsletter, marketing footer or their dialogs (issue 24). */}
        {!admin && <SiteHeader />}
        <main id={chromeIds.main} tabIndex={-1} className="outline-none">
          {children}
        </main>
        {!admin && (
          <>
            {showsFooterNewsletter(pathname, { handles: matches.map((m) => m.handle), error: error !== undefined && error !== null }) && <FooterNewsletter />}
            <SiteFooter />
            <MobileDrawer />
            <PortfolioDialog />
          </>
        )}
        <ConsentRegion analytics={rootData?.analytics ?? null} />
        {admin ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The status the error page shows: a refused request's own, else 500 (never a stack trace). */
const shownStatus = (error: unknown) => (isRouteErrorResponse(error) && error.status < 500 ? error.status : 500);

/**
 * A page that could not be answered (a method it does not take, a refused filter, our own
 * failure) still has a title, and stays out of search. Every page's own `meta` replaces this one;
 * the 404 page has its own (routes/not-found.tsx).
 */
export const meta: Route.MetaFunction = ({ error }) =>
  error === undefined || error === null ? [] : [{ title: errorTitle(errorPageHeading(shownStatus(error))) }, { name: "robots", content: "noindex, nofollow" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // In the owner's area, its own header and a way back to the inbox (a lead erased since, an old
  // link), not the public site's home.
  const admin = isAdminPath(useLocation().pathname);
  const back = admin ? { to: "/admin/inbox", label: "Back to the inbox" } : undefined;
  const page = (status: number, message?: string) => (
    <>
      {admin && <AdminHeader />}
      <ErrorPage status={status} message={message} back={back} waysOn={!admin} />
    </>
  );
  if (isRouteErrorResponse(error) && error.status === 404) return page(404);
  // A request the page refuses (a filter that is not right, a method it does not take): said as
  // such, with our own words when a loader gave them (`userMessage`), never as our failure.
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const ours = (error.data as { userMessage?: unknown } | null)?.userMessage;
    return page(error.status, typeof ours === "string" ? ours : undefined);
  }
  return page(500);
}
