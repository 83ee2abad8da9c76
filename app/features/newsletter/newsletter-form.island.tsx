import { defineIsland, wakesWithToasts } from "#app/islands/define.tsx";
import * as toastLayer from "#app/ui/sonner-toasters.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

/**
 * The Strategic Insights sign-up and its confirmation modals, hydrated on its own
 * (app/islands/README.md). Its own check answers with a toast ('Missing Information'), so the
 * toast layer wakes with it (on the phone profile, loading it after the wake cost ~150 ms).
 */
export default wakesWithToasts(defineIsland("newsletter-form", NewsletterForm), toastLayer);
