import { defineIsland } from "#app/islands/define.tsx";
import { NewsletterForm } from "./newsletter-form";

/** The Strategic Insights sign-up and its confirmation modals, hydrated on its own (app/islands/README.md). */
export default defineIsland("newsletter-form", NewsletterForm);
