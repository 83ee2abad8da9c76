import { defineIsland } from "#app/islands/define.tsx";
import { ContactForm } from "./contact-form.tsx";

/** The contact, get-in-touch and chat form, hydrated on its own (app/islands/README.md). */
export default defineIsland("contact-form", ContactForm);
