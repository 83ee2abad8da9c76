import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A filter form of the owner's lists whose fields say what the list shows: each time the address
 * changes (Back, the nav's link, a dashboard link) the form is reset to its fields' defaults,
 * which React has just set from the new address. Kept from the page before, they said one filter
 * over a list of another, and the next Filter re-applied it. A reset, not a new form (a React
 * key): the control that sent it keeps the focus. Not at the first render: what the owner typed
 * before the page started stays.
 *
 * React sets a text field's new default, but not a select's (its `defaultValue` counts at mount
 * only): each select takes the address's `search` as its React key, so it is made again with
 * the new one. `search` is also the list's filters, for a link back to the list as it stands.
 */
export function useFormFollowsAddress() {
  const form = useRef<HTMLFormElement>(null);
  const { search } = useLocation();
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    form.current?.reset();
  }, [search]);
  return { form, search };
}
