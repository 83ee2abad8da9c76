import { SEARCH_QUERY_MAX } from "./owner-search.ts";
import { fieldClass } from "#app/ui/field.ts";

/** The search box of an owner's list (the inbox's, the subscribers'): its label, the `q` it sends, and the limit the server holds it to. */
export function OwnerSearchField({ id, label, query, className = "" }: { id: string; label: string; query: string; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} name="q" type="search" defaultValue={query} maxLength={SEARCH_QUERY_MAX} className={fieldClass("compact", "w-full sm:min-w-80")} />
    </div>
  );
}
