import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { paths } from "#app/config/paths.ts";
import { installClock, pauseClock, runClockUntilVisible } from "#tests/support/clock.ts";
import { holdLeadSends, routeLeadSends } from "#tests/support/lead-sends.ts";
import { openDatabase } from "#app/db/connection.server.ts";
import { listSubmissions, listSubscribers } from "#app/infra/repository.server.ts";

const form = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });

async function fill(page: Page, email: string, first = "Reader") {
  await form(page).getByLabel("First name").fill(first);
  await form(page).getByLabel("Last name").fill("One");
  await form(page).getByLabel("Email").fill(email);
}

async function subscriber(email: string) {
  const database = await openDatabase(`file:${process.env.E2E_DATA_DIR}/site.db`, { migrate: false });
  try {
    return (await listSubscribers(database)).find((s) => s.email === email);
  } finally {
    await database.close();
  }
}

test("footer sign-up: stored, fields cleared, then the two confirmation modals", async ({ page }) => {
  await page.goto("/privacy-policy");
  const email = `reader-${Date.now()}@example.com`;
  await fill(page, email, "  Reader  ");
  const release = await holdLeadSends(page);
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(form(page).getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  release();
  const welcome = page.getByRole("dialog", { name: "Welcome to the Strategic Insights Family!" });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText("Promotions or Spam");
  expect(await subscriber(email)).toMatchObject({ first_name: "Reader", source: "global_newsletter" });

  await welcome.getByRole("button", { name: "Got it! Checking now!" }).click();
  const check = page.getByRole("dialog", { name: "Wait... did you ACTUALLY check your promotions tab?" });
  await expect(check).toBeVisible();
  await expect(welcome).toBeHidden();
  await check.getByRole("button", { name: "Mission Accomplished!" }).click();
  await expect(check).toBeHidden();
  await expect(form(page).getByLabel("Email")).toHaveValue("");
  // The dialogs give the focus back to the button that was pressed, not to the top of the page.
  await expect(form(page).getByRole("button", { name: "Subscribe" })).toBeFocused();
});

test("blank after trimming: 'Missing Information'; a failed send keeps the values", async ({ page }) => {
  await page.goto("/privacy-policy");
  await fill(page, "reader@example.com", "   ");
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all fields.")).toBeVisible();

  await form(page).getByLabel("First name").fill("Reader");
  await routeLeadSends(page, (route) => route.abort("connectionrefused"));
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Subscription Failed")).toBeVisible();
  await expect(page.getByText("There was an error subscribing you. Please try again.")).toBeVisible();
  await expect(form(page).getByLabel("Email")).toHaveValue("reader@example.com");
});

test("refused by our server: 'Subscription Failed' says why, the field it named is marked and focused, the values stay", async ({ page }) => {
  await page.goto("/privacy-policy");
  // An address the browser's e-mail field lets through (no dot in the domain) that the server does not take.
  await fill(page, "news@example");
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Subscription Failed")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("There was an error subscribing you. Please try again.")).toHaveCount(0);
  const email = form(page).getByLabel("Email");
  await expect(email).toHaveValue("news@example");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  // Corrected, the mark goes.
  await email.fill(`news-${Date.now()}@example.com`);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("a sign-up after a failed one: the failure's toast goes when the confirmation opens", async ({ page }) => {
  await installClock(page);
  await page.goto("/privacy-policy");
  await pauseClock(page);
  await fill(page, `second-try-${Date.now()}@example.com`);
  const unroute = await routeLeadSends(page, (route) => route.abort("connectionrefused"));
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  // Toasts appear on a timer, and the refused request answers in its own (real) time: the
  // paused clock moves in small steps until the toast shows.
  const failed = page.getByText("Subscription Failed");
  await runClockUntilVisible(page, failed);
  await unroute();
  await form(page).getByRole("button", { name: "Subscribe" }).click();
  // The clock stands still, so the toast's own 4 s never end it; it moves only in small steps
  // here, for the modal's lazy chunk and the dialog to appear.
  await runClockUntilVisible(page, page.getByRole("dialog", { name: "Welcome to the Strategic Insights Family!" }));
  await page.clock.runFor(500);
  await expect(failed).toBeHidden();
});

test("the footer sign-up is hidden on /insights pages", async ({ page }) => {
  await page.goto("/insights");
  await expect(page.getByTestId("footer-newsletter")).toHaveCount(0);
  await page.goto("/contact");
  await expect(page.getByTestId("footer-newsletter")).toBeVisible();
});

test("no footer sign-up on the purchase pages, /success and error pages (DECISIONS 17): one clear next step", async ({ page }) => {
  for (const path of [paths.checkoutStrategyCall, paths.checkoutPremium, paths.success, `${paths.success}?order=00000000-0000-4000-8000-000000000000`, "/no-such-page-newsletter"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
    await expect(page.getByTestId("footer-newsletter"), path).toHaveCount(0);
  }
  // A request a page refuses (a post to a page without a form) is answered by an error page too.
  const refused = await page.request.post(paths.about, { form: { x: "1" } });
  expect(refused.status()).toBe(405);
  const html = await refused.text();
  expect(html).toContain("This request could not be answered");
  expect(html).toContain("<footer");
  expect(html).not.toContain('data-testid="footer-newsletter"');
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a plain post lands on a result page and is stored", async ({ page }) => {
    await page.goto("/disclaimer");
    const email = `nojs-reader-${Date.now()}@example.com`;
    await fill(page, email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the Strategic Insights Family!");
    expect(await subscriber(email)).toBeTruthy();
    // The answer reloaded posts the same sign-up again: answered as the first, one sign-up stored.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the Strategic Insights Family!");
    const database = await openDatabase(`file:${process.env.E2E_DATA_DIR}/site.db`, { migrate: false });
    try {
      expect((await listSubmissions(database, { query: email, limit: 10 })).filter((s) => s.email === email)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  test("blank names: 'Missing Information' / 'Please fill in all fields.', as SPEC §8 says; the API keeps its field errors", async ({ page, request }) => {
    await page.goto("/disclaimer");
    await fill(page, `blank-${Date.now()}@example.com`, "   ");
    await form(page).getByLabel("Last name").fill("  ");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Missing Information");
    await expect(alert).toContainText("Please fill in all fields.");
    await expect(alert).not.toContainText("Subscription Failed");
    await expect(alert).not.toContainText("First name is required");
    // What was typed comes back.
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(/^blank-/);

    const res = await request.post("/api/leads/newsletter", { data: { firstName: " ", lastName: " ", email: "api@example.com" } });
    expect(res.status()).toBe(400);
    expect((await res.json()).fieldErrors).toMatchObject({ firstName: "First name is required", lastName: "Last name is required" });
  });
});
