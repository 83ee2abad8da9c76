import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { installClock, pauseClock, runClockUntilGone, runClockUntilVisible } from "#tests/support/clock.ts";
import { holdLeadSends, routeLeadSends } from "#tests/support/lead-sends.ts";
import { islandAwake } from "#tests/support/island-chunks.ts";
import { openDatabase } from "#app/db/connection.server.ts";
import { listSubmissions } from "#app/infra/repository.server.ts";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Request Portfolio Access" });

async function open(page: Page) {
  await installClock(page);
  await page.goto("/portfolio");
  await page.getByRole("main").getByRole("button", { name: "Request Portfolio Access" }).click();
  await expect(dialog(page)).toBeVisible();
  // Awake before the clock is paused and moved on: an island woken later counts its fill clock
  // from its wake under a faked clock (tests/e2e/contact-forms.spec.ts, fillAwake).
  await islandAwake(page, "portfolio-dialog");
  await pauseClock(page);
  await page.clock.runFor(500); // let the dialog settle (its focus handling runs on timers)
}

async function fill(page: Page, email: string) {
  const d = dialog(page);
  await d.getByLabel("First name").fill("Grace");
  await d.getByLabel("Last name").fill("Hopper");
  await d.getByLabel("Email").fill(email);
  await d.getByLabel(/Tell me about your business/).fill("A <b>bakery</b> with big plans");
}

const submit = async (page: Page) => {
  await dialog(page).getByRole("button", { name: "Request Access" }).click();
  await page.clock.runFor(1000); // toasts appear on a timer
};
/** Toasts show on a timer of the paused clock, once the answer they report is in. */
const toastSays = (page: Page, text: string) => runClockUntilVisible(page, page.getByText(text, { exact: true }));

test("request: counters, checks in SPEC order, sending state, confirmation, stored, reset on close", async ({ page }) => {
  await open(page);
  const d = dialog(page);
  await expect(d.getByTestId("count-firstName")).toHaveText("0/100");
  await expect(d.getByTestId("count-description")).toHaveText("0/5000");
  await d.getByLabel("First name").fill("x".repeat(120));
  await expect(d.getByLabel("First name")).toHaveValue("x".repeat(100));
  await expect(d.getByTestId("count-firstName")).toHaveText("100/100");

  // 3. Under 2 s.
  await submit(page);
  await toastSays(page, "Please take your time filling out the form.");
  await expect(page.getByText("Security Check Failed").first()).toBeVisible();
  await page.clock.runFor(2500);
  // 4. Blank fields.
  await submit(page);
  await toastSays(page, "All fields are required.");
  // The blank fields say so too, the first has the focus (the toast's words stay SPEC's).
  for (const label of ["Last name", "Email", /Tell me about your business/]) await expect(d.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  await expect(d.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(d.getByLabel("Last name")).toBeFocused();
  // The toast layer is inside the open modal dialog: above its backdrop, announced, and its
  // close button answers (outside the dialog the page is inert).
  await expect(d.locator("[data-toasters]")).toHaveCount(1);
  // A target of 24 × 24 px at least (WCAG 2.5.8), as every other control here.
  const closeBox = await page.getByRole("button", { name: "Close toast" }).first().boundingBox();
  expect(closeBox && closeBox.width >= 24 && closeBox.height >= 24, `close button ${JSON.stringify(closeBox)}`).toBe(true);
  await page.getByRole("button", { name: "Close toast" }).first().click();
  await page.clock.runFor(500); // the toast animates out on a timer
  await expect(page.getByText("All fields are required.")).toHaveCount(0);
  // 5. E-mail.
  await fill(page, "grace@");
  await submit(page);
  await toastSays(page, "Please enter a valid email address.");
  await expect(d.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(d.getByLabel("Email")).toBeFocused();

  const email = `grace-${Date.now()}@example.com`;
  await d.getByLabel("Email").fill(email);
  const release = await holdLeadSends(page);
  await submit(page);
  await expect(d.getByRole("button", { name: "Sending Request..." })).toBeDisabled();
  await expect(d.getByLabel("Email")).toBeDisabled();
  release();
  await expect(d.getByRole("status")).toContainText("48 hours");
  // The pressed button went with the form: focus is on the confirmation's Close, in the dialog.
  await expect(d.getByRole("status").getByRole("button", { name: "Close" })).toBeFocused();
  // The e-mail failure's toast went with the success: no "valid email" beside the confirmation.
  // Toasts animate out on a timer, set once the dismissal has rendered (after the answer came).
  await runClockUntilGone(page, page.getByText("Please enter a valid email address."));

  const database = await openDatabase(`file:${process.env.E2E_DATA_DIR}/site.db`, { migrate: false });
  const rows = (await listSubmissions(database, { query: email })).filter((r) => r.email === email);
  await database.close();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ form: "portfolio-request", source: "portfolio_request", message: "A bakery with big plans" });

  await d.getByRole("button", { name: "Close" }).first().click();
  await page.clock.runFor(500); // the dialog animates out on a timer
  await expect(dialog(page)).toBeHidden();
  await page.getByRole("main").getByRole("button", { name: "Request Portfolio Access" }).click();
  await page.clock.runFor(500);
  await expect(dialog(page).getByLabel("Email")).toHaveValue("");
});

test("the trap field and the browser's rate limit come first", async ({ page }) => {
  await open(page);
  await page.clock.runFor(2500);
  await fill(page, "grace@example.com");
  await page.evaluate(() => {
    (document.querySelector('dialog:modal input[name="website_url"]') as HTMLInputElement).value = "spam";
  });
  await submit(page);
  await toastSays(page, "Bot detected");
  await page.evaluate(() => {
    (document.querySelector('dialog:modal input[name="website_url"]') as HTMLInputElement).value = "";
    const now = Date.now();
    // Three requests 1, 2 and 4 minutes ago: the oldest leaves the window in 11 minutes.
    localStorage.setItem("form_submissions_portfolio_request", JSON.stringify([now - 4 * 60_000, now - 2 * 60_000, now - 60_000]));
  });
  await submit(page);
  await toastSays(page, "Too many requests. Please try again in 11 minutes.");
});

test("when our server does not take the request, the visitor is told and keeps the input", async ({ page }) => {
  // On a phone (375 × 812) the send button is in view as the dialog opens: the dialog's body
  // scrolls under it, the button stays at its foot (issue #16).
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page);
  const send = dialog(page).getByRole("button", { name: "Request Access" });
  const inView = async () => {
    const [b, d] = [await send.boundingBox(), await dialog(page).boundingBox()];
    return !!b && !!d && b.y >= 0 && b.y + b.height <= Math.min(812, d.y + d.height);
  };
  expect(await inView(), "send button within the viewport at 375 × 812").toBe(true);
  await fill(page, "grace@example.com");
  await page.clock.runFor(2500);
  await routeLeadSends(page, (route) => route.fulfill({ status: 503, body: "{}" }));
  await submit(page);
  await toastSays(page, "Something went wrong. Please try again.");
  await expect(dialog(page).getByLabel("Email")).toHaveValue("grace@example.com");
  // Still at the dialog's foot after the description field (the last one) was filled.
  expect(await inView(), "send button still in view after filling").toBe(true);
});

test("closed before sending, it keeps what was typed, with its counters, for the next opening", async ({ page }) => {
  await open(page);
  await dialog(page).getByLabel("First name").fill("Grace");
  await dialog(page).getByLabel(/Tell me about your business/).fill("Ships");
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await page.clock.runFor(500);
  await expect(dialog(page)).toBeHidden();
  await page.getByRole("main").getByRole("button", { name: "Request Portfolio Access" }).click();
  await page.clock.runFor(500);
  await expect(dialog(page).getByLabel("First name")).toHaveValue("Grace");
  await expect(dialog(page).getByLabel(/Tell me about your business/)).toHaveValue("Ships");
  await expect(dialog(page).getByTestId("count-firstName")).toHaveText("5/100");
  await expect(dialog(page).getByTestId("count-description")).toHaveText("5/5000");
  await expect(dialog(page).getByTestId("count-email")).toHaveText("0/254");
});

test("a counter shows once its field nears its limit; before, it is read with the field only (issue 48)", async ({ page }) => {
  await open(page);
  const d = dialog(page);
  const shown = (name: string) => d.getByTestId(`count-${name}`).evaluate((el) => el.getBoundingClientRect().width > 1);
  for (const name of ["firstName", "lastName", "email", "description"]) expect(await shown(name), name).toBe(false);
  await expect(d.getByLabel("First name")).toHaveAccessibleDescription("0/100");
  await d.getByLabel("First name").fill("x".repeat(79));
  expect(await shown("firstName")).toBe(false);
  await d.getByLabel("First name").fill("x".repeat(80));
  await expect(d.getByTestId("count-firstName")).toHaveText("80/100");
  expect(await shown("firstName")).toBe(true);
});

test.describe("on a 375 × 812 phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the description box is in view above the pinned Request Access button when the dialog opens", async ({ page }) => {
    await open(page);
    const d = dialog(page);
    const box = (await d.getByLabel(/Tell me about your business/).boundingBox())!;
    const send = (await d.getByRole("button", { name: "Request Access" }).boundingBox())!;
    // The sticky block starts 8 px above the button (its top padding).
    expect(box.y + box.height, "the description's foot above the send button's block").toBeLessThanOrEqual(send.y - 8);
  });
});

test("on a phone with its keyboard up, Tab brings each field and its counter clear of the sticky send button", async ({ page }) => {
  // 375 × 400: a phone's viewport once its on-screen keyboard is up.
  await page.setViewportSize({ width: 375, height: 400 });
  await open(page);
  const d = dialog(page);
  const send = d.getByRole("button", { name: "Request Access" });
  await d.getByLabel("First name").focus();
  for (const name of ["lastName", "email", "description"]) {
    await page.keyboard.press("Tab");
    await page.clock.runFor(100);
    const counter = d.getByTestId(`count-${name}`);
    const [c, b] = [await counter.boundingBox(), await send.boundingBox()];
    // The send button's sticky block starts 8 px above the button (its top padding).
    expect(c && b && c.y + c.height <= b.y - 8, `${name}'s counter above the send button's block`).toBe(true);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a failure's toast leaves the dialog's button free: a tap on it reaches it, not the toast", async ({ page }) => {
    await open(page);
    await fill(page, "grace@example.com");
    // Too fast (under 2 s): refused with a toast that stays 8 s.
    await submit(page);
    await toastSays(page, "Please take your time filling out the form.");
    const send = dialog(page).getByRole("button", { name: "Request Access" });
    const toast = page.locator("[data-sonner-toast]").first();
    const [button, shown] = [(await send.boundingBox())!, (await toast.boundingBox())!];
    const overlap = Math.max(0, Math.min(button.y + button.height, shown.y + shown.height) - Math.max(button.y, shown.y));
    expect(overlap, `button ${JSON.stringify(button)}, toast ${JSON.stringify(shown)}`).toBe(0);
    // What a tap at the button's centre lands on is the button.
    const hit = await send.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit).toBe(true);
  });
});
