import { paths } from "#content/paths.ts";
import { site } from "#content/site.ts";

/**
 * Every lead form, registered once (issue 49; docs/decisions/042-one-transport-per-form.md). A
 * form's id is its one name: the lead API's path (`/api/leads/<id>`), the form kind stored with
 * each submission (`submissions.form`), the inbox's filter and label, the dashboard's row. Its
 * entry says what the owner's screens call it and which webhook settings its leads go to: a
 * setting `x` is read from `WEBHOOK_X_URL` (`settingName` in app/infra/delivery-plans.server.ts;
 * a unit test holds each one to env.server.ts). The form kinds, the inbox's and dashboard's lists
 * and the lead API's routes are derived from this table; docs/development.md says how to add one.
 *
 * In the order the inbox and the dashboard list them. Client-safe: no server code here.
 */
export const leadForms = {
  contact: { kind: "contact", label: "Contact", webhooks: ["contact"], source: "contact_form", thankYouTitle: "Thank You!", page: paths.contact },
  "get-in-touch": { kind: "contact", label: "Get in touch", webhooks: ["getInTouch"], source: "get_in_touch_form", thankYouTitle: "Message Received!", page: paths.getInTouch },
  // SPEC §7: contact and chat share one endpoint.
  chat: { kind: "contact", label: "Chat page", webhooks: ["contact"], source: `chat_with_${site.slug}_form`, thankYouTitle: "Message Received!", page: paths.chat },
  "portfolio-request": { kind: "portfolio", label: "Portfolio requests", webhooks: ["portfolioRequest"] },
  // The purchase pages' lead: sent by the checkout panel to /api/checkout/lead (paying needs JavaScript), not by the lead API.
  "strategy-lead": { kind: "checkout", label: "Strategy leads", webhooks: ["strategyCallLead", "premiumStrategyLead"], leadApi: false },
  // Two webhooks: the footer's sign-up and the insights pages' (SPEC §7).
  newsletter: { kind: "newsletter", label: "Newsletter", dashboardLabel: "Newsletter sign-ups", webhooks: ["newsletter", "insightsNewsletter"] },
} as const satisfies Record<string, LeadFormEntry>;

/** A form of a kind with fields of its own: its kind's code says its source value and its thank-you. */
interface OwnFieldsFormEntry extends CommonEntry {
  /**
   * Which of the lead service's steps checks and stores it (app/features/leads/service.server.ts):
   * the portfolio request, a newsletter sign-up, or the checkout's lead (its own service); a
   * contact-type form is a `ContactTypeFormEntry`.
   */
  kind: "portfolio" | "newsletter" | "checkout";
}

/**
 * A contact-type form (name, e-mail, phone, message: `ContactForm`, the `contact-form` island,
 * app/features/leads/contact-form.tsx): all it has of its own is here, so a new one is this entry
 * and its page (docs/development.md, 'Recipes').
 */
interface ContactTypeFormEntry extends CommonEntry {
  kind: "contact";
  /** SPEC §3's `source` of its payload (and its client-side rate limit's bucket). */
  source: string;
  /** The heading of its thank-you, once sent. */
  thankYouTitle: string;
  /**
   * The page that holds it and takes its posts (its route's action): the bad-input run posts
   * there (tests/support/bad-input.ts), and lead-form-ids.test.tsx holds that page's route to
   * this form's id.
   */
  page: string;
}

export type LeadFormEntry = ContactTypeFormEntry | OwnFieldsFormEntry;

interface CommonEntry {
  /** What the inbox calls the form (its filter and each lead's row). */
  label: string;
  /** What the dashboard's tables call it, when not `label`. */
  dashboardLabel?: string;
  /** The webhook settings (`webhooks.<key>`, WEBHOOK_<KEY>_URL) its leads may be forwarded to. */
  webhooks: readonly string[];
  /** false: not posted to the lead API (`/api/leads/<id>`); answered there with 404. */
  leadApi?: false;
}

/** A form's id: what `submissions.form` holds. */
export type FormId = keyof typeof leadForms;

/** The forms one service step takes (`kind`), e.g. every contact-type form. */
export type FormsOfKind<K extends LeadFormEntry["kind"]> = { [F in FormId]: (typeof leadForms)[F]["kind"] extends K ? F : never }[FormId];

/** A webhook setting some form's leads go to (`webhooks.<key>`); the paid order's notice is the checkout's own. */
export type WebhookKey = (typeof leadForms)[FormId]["webhooks"][number];

export const formIds = Object.keys(leadForms) as FormId[];

/** Whether `id` names a registered form (own keys only: 'constructor', '__proto__'… are on every object). */
export const isFormId = (id: string): id is FormId => Object.hasOwn(leadForms, id);

export const formLabel = (id: FormId): string => leadForms[id].label;

export const dashboardLabel = (id: FormId): string => {
  const entry: LeadFormEntry = leadForms[id];
  return entry.dashboardLabel ?? entry.label;
};

/** Every webhook setting some form's leads go to, each once, in the registration's order. */
export const webhookKeys: readonly WebhookKey[] = [...new Set(formIds.flatMap((id): readonly WebhookKey[] => leadForms[id].webhooks))];

/** `getInTouch` → `GET_IN_TOUCH`, in the type system too, so the environment's schema knows each variable's name. */
type ScreamingSnake<S extends string> = string extends S
  ? string
  : S extends `${infer Head}${infer Tail}`
    ? `${Head extends Lowercase<Head> ? Uppercase<Head> : `_${Head}`}${ScreamingSnake<Tail>}`
    : "";

/** The environment variable a webhook setting is read from. */
export type WebhookVariable<K extends string = WebhookKey> = `WEBHOOK_${ScreamingSnake<K>}_URL`;

/**
 * The variable a webhook setting is read from: `getInTouch` → WEBHOOK_GET_IN_TOUCH_URL. Derived,
 * never listed: the environment's schema (app/config/env.server.ts) reads one per `webhookKeys`,
 * the start log's report knows them from it, and app/config/lead-forms.test.ts holds the
 * deployment guide's table to them.
 */
export const webhookVariable = <K extends string>(key: K): WebhookVariable<K> =>
  `WEBHOOK_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL` as WebhookVariable<K>;

/** A form the lead API and the form's page take posts for (every one but those marked `leadApi: false`). */
export type LeadApiForm = { [K in FormId]: (typeof leadForms)[K] extends { leadApi: false } ? never : K }[FormId];

export const leadApiForms = formIds.filter((id): id is LeadApiForm => (leadForms[id] as LeadFormEntry).leadApi !== false);

/** The kinds of form the lead API takes: each has its service step and its fields' bounds. */
export type LeadApiKind = (typeof leadForms)[LeadApiForm]["kind"];
