import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { site } from "#content/site.ts";
import { Logo } from "#app/ui/logo.tsx";

const links = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/privacy", label: "Privacy requests" },
  { to: "/admin/insights", label: "Insights" },
  { to: "/admin/exclude", label: "Analytics exclusion" },
  { to: "/admin/launch", label: "Launch checklist" },
];

/**
 * The owner's area has its own plain chrome (issue 24): the wordmark (a link to the dashboard),
 * the admin navigation and 'Sign out'; no public navigation, newsletter or marketing footer
 * (app/root.tsx leaves those out on admin paths). Signed out (the sign-in page) it is the
 * wordmark alone.
 */
export function AdminHeader({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <header className="border-b border-line bg-white" data-testid="admin-header">
      {/* reading-flow: Tab follows the rows as drawn (wordmark, 'Sign out', then the links on a
          phone) where the browser knows it (Chromium 137+). */}
      <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 py-3 [reading-flow:flex-visual]">
        <Link to="/admin" className="inline-flex min-h-11 items-center rounded-lg text-lg" aria-label={`${site.companyName} admin`}>
          <Logo />
        </Link>
        {signedIn && (
          <>
            {/* On a phone the links take their own full-width row under the wordmark and 'Sign out'
                (beside the wordmark they wrapped into a narrow column), one line that scrolls
                sideways (wrapped, they took three rows at 375 px: issue 48); from md, one row. */}
            <nav aria-label="Admin" className="order-last -mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 [scrollbar-width:none] md:order-none md:mx-0 md:w-auto md:flex-1 md:flex-wrap md:overflow-visible md:px-0" data-testid="admin-nav">
              {links.map((l) => (
                <NavLink
                  key={l.to}
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) => `inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ${isActive ? "bg-brand text-white" : "hover:bg-slate-100"}`}
                >
                  {l.label}
                </NavLink>
              ))}
            </nav>
            <Form method="post" action="/admin/logout" className="ml-auto md:order-last md:ml-0">
              <button type="submit" className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium text-red-800 hover:bg-red-50">
                Sign out
              </button>
            </Form>
          </>
        )}
      </div>
    </header>
  );
}

/** The frame of every signed-in admin page. */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <AdminHeader signedIn />
      <div className="container-page py-10">
        {/* A lead's page is titled with its name, which may be one long word: it wraps, the page keeps its width. */}
        <h1 className="text-3xl font-bold wrap-anywhere">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </>
  );
}

export const deliveryStateLabel: Record<string, string> = {
  pending: "Waiting to send",
  delivered: "Delivered",
  failed: "Failed",
  skipped: "Stored only (not forwarded)",
};

/** A delivery's state as the owner reads it: one still waiting after failed tries says so. */
export const deliveryLabel = (d: { state: string; attempts: number }) =>
  d.state === "pending" && d.attempts > 0 ? `Retrying (${d.attempts} failed ${d.attempts === 1 ? "try" : "tries"})` : (deliveryStateLabel[d.state] ?? d.state);

/**
 * Said on the dashboard and the inbox while any delivery is failing or retrying: the leads are
 * safe here, but are not reaching the owner's mail or other tools. A plain paragraph, not an
 * alert: it stays on the page, and an alert would be read out again at every visit.
 */
export function DeliveryTrouble({ failed, retrying, toInbox = false }: { failed: number; retrying: number; toInbox?: boolean }) {
  if (failed + retrying === 0) return null;
  const parts = [failed > 0 && `${failed} failed`, retrying > 0 && `${retrying} retrying after a failed try`].filter(Boolean).join(" and ");
  return (
    <p className="mt-2 rounded-xl bg-red-50 p-4 font-medium text-red-900" data-testid="delivery-trouble">
      Deliveries: {parts}. Those leads are stored here but have not reached your e-mail or other tools: their rows in the inbox say &ldquo;Failed&rdquo; or
      &ldquo;Retrying&rdquo;; open one to see the error and send it again.
      {toInbox && (
        <>
          {" "}
          <Link to="/admin/inbox" className="underline">
            Go to the inbox
          </Link>
        </>
      )}
    </p>
  );
}
