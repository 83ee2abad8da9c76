import { expect, test, type Page } from "../support/fixtures";
import { installClock, pauseClock } from "../support/clock";
import { holdAppChunks } from "../support/app-chunks";
import { waitForHydration } from "../support/ui-states";
import { site } from "../../content/site";
import { openDatabase } from "../../app/db/connection.server";
import { listSubmissions } from "../../app/features/leads/repository.server";

const forms = [
  { path: "/contact", source: "contact_form", thankYou: "Thank You!" },
  { path: "/get-in-touch", source: "get_in_touch_form", thankYou: "Message Received!" },
  { path: `/chat-with-${site.slug}`, source: `chat_with_${site.slug}_form`, thankYou: "Message Received!" },
];

const form = (page: Page) => page.getByRole("form", { name: "Send a message" });

async function fill(page: Page, v: Partial<Record<"First name" | "Last name" | "Email" | "Phone" | "Message", string>> = {}) {
  const values = { "First name": "Ada", "Last name": "Lovelace", Email: "ada@example.com", Message: "We need a better website.", ...v };
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label).fill(value);
}

async function stored(email: string) {
  const database = await openDatabase(`file:${process.env.E2E_DATA_DIR}/site.db`, { migrate: false });
  try {
    return (await listSubmissions(database, { query: email, limit: 10 })).filter((s) => s.email === email);
  } finally {
    await database.close();
  }
}

test.describe("contact-type forms", () => {
  for (const f of forms) {
    test(`${f.path}: sends, thanks with '${f.thankYou}', stores it, and resets`, async ({ page }) => {
      await installClock(page);
      await page.goto(f.path);
      await pauseClock(page);
      const email = `visitor-${Date.now()}@example.com`;
      await fill(page, { Email: email, Phone: "+1 (435) 555-0100" });
      await page.clock.runFor(2500);
      let release: () => void = () => {};
      await page.route("**/api/leads/**", async (route) => {
        await new Promise<void>((r) => (release = r));
        await route.continue();
      });
      await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
      await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
      release();
      await expect(page.getByTestId("thank-you").getByRole("heading", { name: f.thankYou })).toBeVisible();
      await page.clock.runFor(300); // toasts appear on a timer
      await expect(page.getByText("Form Submitted")).toBeVisible();
      const rows = await stored(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ source: f.source, first_name: "Ada", phone: "+1 (435) 555-0100" });
      await page.getByRole("button", { name: "Send Another Message" }).click();
      await expect(form(page).getByLabel("Email")).toHaveValue("");
    });
  }

  test("what a visitor types before the app has started is kept, and sent", async ({ page }) => {
    // Hold the app's scripts back: the visitor types into the server-rendered form meanwhile.
    const release = await holdAppChunks(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const email = `early-${Date.now()}@example.com`;
    await fill(page, { Email: email, Message: "Typed before the app ran" });
    release();
    await waitForHydration(page);
    await expect(form(page).getByLabel("Message")).toHaveValue("Typed before the app ran");
    // The app's state holds it: editing continues from it, and the send carries it.
    await form(page).getByLabel("Message").press("End");
    await form(page).getByLabel("Message").pressSequentially("!");
    await expect(form(page).getByLabel("Message")).toHaveValue("Typed before the app ran!");
    await expect(form(page).getByLabel("First name")).toHaveValue("Ada");
    await page.waitForTimeout(2100); // the minimum fill time
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("thank-you").getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect.poll(async () => (await stored(email)).map((s) => s.message)).toEqual(["Typed before the app ran!"]);
  });

  test("field messages, cleared as the field is edited", async ({ page }) => {
    await page.goto("/contact");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    for (const m of ["First name is required", "Last name is required", "Email is required", "Message is required"]) await expect(form(page).getByText(m)).toBeVisible();
    await form(page).getByLabel("Email").fill("nope");
    await expect(form(page).getByText("Email is required")).toBeHidden();
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByText("Invalid email address")).toBeVisible();
    await expect(form(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("security checks in SPEC order, as a destructive toast", async ({ page }) => {
    await installClock(page);
    await page.goto("/contact");
    await pauseClock(page);
    await fill(page);
    // 3. Too fast (under 2 s since the first interaction).
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(page.getByText("Security Check Failed")).toBeVisible();
    await expect(page.getByText("Please take your time filling out the form.")).toBeVisible();
    // 6. Phone, once the visitor has taken their time.
    await page.clock.runFor(2500);
    await form(page).getByLabel("Phone").fill("12ab");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
    // 1. The trap field beats everything.
    await page.evaluate(() => {
      (document.querySelector('input[name="website_url"]') as HTMLInputElement).value = "http://spam.example";
    });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(page.getByText("Bot detected")).toBeVisible();
    // Nothing typed was lost.
    await expect(form(page).getByLabel("First name")).toHaveValue("Ada");
  });

  test("three per 15 minutes per browser, then the wait in minutes", async ({ page }) => {
    await installClock(page);
    await page.goto("/get-in-touch");
    await pauseClock(page);
    for (let i = 0; i < 3; i++) {
      await fill(page, { Email: `rl-${i}-${Date.now()}@example.com` });
      await page.clock.runFor(2500);
      await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
      await page.getByRole("button", { name: "Send Another Message" }).click();
    }
    await fill(page);
    await page.clock.runFor(2500);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(page.getByText(/Too many submissions\. Please try again in 1[45] minutes\./)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "form_submissions_get_in_touch_form")).toMatchObject({ path: "/", sameSite: "Lax" });
  });

  test("a request that takes over 30 s says 'Request Timeout' and keeps the input", async ({ page }) => {
    await installClock(page);
    await page.goto("/contact");
    await pauseClock(page);
    await fill(page);
    await page.clock.runFor(2500);
    await page.route("**/api/leads/**", () => {
      /* never answers */
    });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(form(page).getByRole("button", { name: "Sending..." })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(page.getByText("Request Timeout")).toBeVisible();
    await expect(page.getByText("The request took too long. Please try again.")).toBeVisible();
    await expect(form(page).getByLabel("Message")).toHaveValue("We need a better website.");
  });

  test("a server failure says 'Error' and keeps the input", async ({ page }) => {
    await installClock(page);
    await page.goto("/contact");
    await pauseClock(page);
    await fill(page);
    await page.clock.runFor(2500);
    await page.route("**/api/leads/**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"ok":false}' }));
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(form(page).getByLabel("First name")).toHaveValue("Ada");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain form post stores the message and shows the thank-you", async ({ page }) => {
      await page.goto("/contact");
      const email = `nojs-${Date.now()}@example.com`;
      await fill(page, { Email: email });
      await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
      await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      expect(await stored(email)).toHaveLength(1);
    });

    test("errors come back with field messages and what was typed", async ({ page }) => {
      await page.goto(`/chat-with-${site.slug}`);
      await fill(page, { Email: "not-an-email", Message: "Keep this text" });
      const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), form(page).getByRole("button", { name: "Send Message" }).click()]);
      expect(res.status()).toBe(400);
      await expect(form(page).getByText("Invalid email address")).toBeVisible();
      await expect(form(page).getByLabel("Message")).toHaveValue("Keep this text");
      await expect(form(page).getByLabel("Email")).toHaveValue("not-an-email");
    });
  });
});
