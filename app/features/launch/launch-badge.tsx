import { Link } from "react-router";

/**
 * The dashboard's small notice while the launch checklist is not clear (issue 47): how many items
 * are left, and how many must be fixed before going live; gone once every item is done.
 */
export function LaunchBadge({ failing, open }: { failing: number; open: number }) {
  if (open === 0) return null;
  return (
    <p className="mb-4" data-testid="launch-badge">
      <Link
        to="/admin/launch"
        className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold underline-offset-4 hover:underline ${failing ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-900"}`}
      >
        Launch checklist: {open} {open === 1 ? "item" : "items"} left{failing ? `, ${failing} to fix before going live` : ""} →
      </Link>
    </p>
  );
}
