import type { Browser, Page } from "@playwright/test";
import { fieldMessages, newsletterMessages } from "#app/features/leads/messages.ts";
import { median } from "./lighthouse.ts";
import { throttledPage } from "./first-touch.ts";
import { injectWaitHelper } from "./wait-helper.ts";

/**
 * Issue 23: a visitor's first reach for a lead form, on the phone setup (./first-touch.ts: 412×823
 * touch screen, 4× CPU, slow 4G), the page loaded (network idle) with its form island asleep. The
 * visitor taps a field (that focus wakes the form's island, app/browser/islands.ts), types a value
 * the form refuses at once, key by key from the first key, and presses Enter (the form's submit;
 * a press on Send before the island is awake is held for it, app/browser/held-input.ts). Measured:
 * the time from the tap (its input event) to the first frame that shows the form's own
 * validation message, median of the runs (budget bench/budgets.ts), and the characters lost
 * (each field's value against what was typed; budget 0).
 *
 * - contact-type forms (noValidate; app/features/leads/contact-form.tsx, rules.ts): "abc" into
 *   the e-mail field gives 'Invalid email address' under it;
 * - the footer's newsletter sign-up (app/features/newsletter/newsletter-form.tsx): its fields are
 *   `required` and its e-mail is type=email, so the browser's own check runs before the form's;
 *   a first name of spaces passes the browser's and fails the form's ('Missing Information'),
 *   with the other two fields filled at once (as the browser's autofill does) after it.
 */
export interface FormValidationResult {
  name: string;
  page: string;
  ms: number;
  runs: number[];
  /** The most characters lost in any run (typed, but not in the field when the message showed). */
  lostCharacters: number;
}

interface LeadForm {
  name: string;
  path: string;
  /** The form (a CSS selector). */
  form: string;
  /** The field tapped and typed into, by its label. */
  field: string;
  typed: string;
  /** Other fields, filled at once after the typing (label → value). */
  fill?: Record<string, string>;
  /** The message that must show, and where (a CSS selector). */
  message: string;
  messageIn: string;
}

/** Between two keys: a fast typist (the keys arrive while the island wakes). */
const KEY_DELAY_MS = 50;

export const leadForms: LeadForm[] = [
  {
    name: "contact form: e-mail 'abc' → 'Invalid email address'",
    path: "/contact",
    form: 'form[aria-label="Send a message"]',
    field: "Email",
    typed: "abc",
    message: fieldMessages.emailInvalid,
    messageIn: 'form[aria-label="Send a message"]',
  },
  {
    name: "get-in-touch form: e-mail 'abc' → 'Invalid email address'",
    path: "/get-in-touch",
    form: 'form[aria-label="Send a message"]',
    field: "Email",
    typed: "abc",
    message: fieldMessages.emailInvalid,
    messageIn: 'form[aria-label="Send a message"]',
  },
  {
    name: "footer newsletter: first name of spaces → 'Missing Information'",
    path: "/contact",
    form: 'form[aria-label="Newsletter sign-up"]',
    field: "First name",
    typed: "   ",
    fill: { "Last name": "Lovelace", Email: "ada@example.com" },
    message: newsletterMessages.missing.title,
    messageIn: "body",
  },
];

/**
 * Arms the page: the first reach's timestamp (a touch, or a focus), then the first frame where an
 * element inside `messageIn` whose own text is the message has a box. Sent as source text: tsx
 * would wrap a function's inner functions in a helper the page does not have.
 */
async function arm(page: Page, form: LeadForm) {
  await page.evaluate(`(() => {
    const w = window;
    w.formCheck = {};
    for (const type of ["pointerdown", "focusin"]) {
      addEventListener(type, (e) => { if (w.formCheck.input === undefined) w.formCheck.input = e.timeStamp; }, { capture: true, once: true });
    }
    const message = ${JSON.stringify(form.message)};
    const shown = () => [...document.querySelectorAll(${JSON.stringify(form.messageIn)} + " *")].some(
      (el) => el.childElementCount === 0 && el.textContent.trim() === message && el.getBoundingClientRect().height > 0,
    );
    const frame = () => {
      if (w.formCheck.input !== undefined && shown()) w.formCheck.shown = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
}

async function once(browser: Browser, origin: string, lead: LeadForm): Promise<{ ms: number; lost: number }> {
  const { context, page } = await throttledPage(browser, "phone");
  try {
    await page.goto(origin + lead.path, { waitUntil: "networkidle", timeout: 60_000 });
    const form = page.locator(lead.form).first();
    const field = form.getByLabel(lead.field, { exact: true });
    // In view first, without touching it (a scroll starts nothing; the island must still sleep).
    await field.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.waitForTimeout(100);
    if (await page.evaluate(() => document.querySelector("[data-island-awake]") !== null)) throw new Error("an island woke before any input");
    await injectWaitHelper(page);
    await arm(page, lead);
    await field.tap();
    await field.pressSequentially(lead.typed, { delay: KEY_DELAY_MS });
    for (const [label, value] of Object.entries(lead.fill ?? {})) await form.getByLabel(label, { exact: true }).fill(value);
    await page.keyboard.press("Enter");
    const handle = await page.waitForFunction(() => (window as unknown as { formCheck: { shown?: number } }).formCheck.shown !== undefined, undefined, { timeout: 15_000 });
    await handle.dispose();
    const { input, shown } = await page.evaluate(() => (window as unknown as { formCheck: { input: number; shown: number } }).formCheck);
    const expected: [string, string][] = [[lead.field, lead.typed], ...Object.entries(lead.fill ?? {})];
    let lost = 0;
    // A field that differs from what was typed lost at least one character (a field holds nothing the visitor did not type).
    for (const [label, value] of expected) {
      const actual = await form.getByLabel(label, { exact: true }).inputValue();
      if (actual !== value) lost += Math.max(1, value.length - actual.length);
    }
    return { ms: shown - input, lost };
  } finally {
    await context.close();
  }
}

export async function measureFormValidation(browser: Browser, origin: string, runs = 3, log: (msg: string) => void = () => {}): Promise<FormValidationResult[]> {
  const results: FormValidationResult[] = [];
  for (const lead of leadForms) {
    log(`form validation: ${lead.name} (${lead.path}) × ${runs}…`);
    const times: number[] = [];
    let lostCharacters = 0;
    for (let i = 0; i < runs; i++) {
      const r = await once(browser, origin, lead);
      times.push(Math.max(0, r.ms));
      lostCharacters = Math.max(lostCharacters, r.lost);
    }
    results.push({ name: lead.name, page: lead.path, ms: median(times), runs: times.map((t) => Math.round(t)), lostCharacters });
  }
  return results;
}
