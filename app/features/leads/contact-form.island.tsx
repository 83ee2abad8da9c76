import { defineIsland } from "#app/islands/define.tsx";
import { ContactForm } from "./contact-form.tsx";

/**
 * Every contact-type form (contact, get-in-touch, chat: `kind: "contact"` in
 * app/config/lead-forms.ts), hydrated on its own (app/islands/README.md). One island for the kind,
 * named for it; its props carry the id of the form it renders (docs/decisions/107).
 */
export default defineIsland("contact-form", ContactForm);
