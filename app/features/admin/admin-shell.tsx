import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";

const links = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/privacy", label: "Privacy requests" },
  { to: "/admin/insights", label: "Insights" },
  { to: "/admin/exclude", label: "Analytics exclusion" },
];

/** The frame of every signed-in admin page. */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page py-24">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-line pb-4">
        <nav aria-label="Admin" className="flex flex-wrap gap-1">
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end={l.end}
              className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-medium ${isActive ? "bg-brand text-white" : "hover:bg-slate-100"}`}
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <Form method="post" action="/admin/logout">
          <button type="submit" className="rounded-full px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-50">
            Sign out
          </button>
        </Form>
      </div>
      <h1 className="mt-8 text-3xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export const deliveryStateLabel: Record<string, string> = {
  pending: "Waiting to send",
  delivered: "Delivered",
  failed: "Failed",
  skipped: "Stored only (not forwarded)",
};
