import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { installClock, pauseClock, runClockUntilVisible } from "#tests/support/clock.ts";
import { holdLeadSends, isLeadSend, leadSendAnswered, routeLeadSends } from "#tests/support/lead-sends.ts";
import { holdIslandChunks, islandAwake } from "#tests/support/island-chunks.ts";
import { typeInto } from "#tests/support/slow-device.ts";
import { site } from "#content/site.ts";
import { contactOptionsCopy } from "#content/contact-options.ts";
import { openDatabase } from "#app/db/connection.server.ts";
import { listSubmissions } from "#app/infra/repository.server.ts";

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

/**
 * fill(), then the form's island awake. Under a paused clock the form's fill clock must start
 * before the test moves the clock on: an island that wakes after `runFor(2500)` (its chunks are
 * real requests, slow on a loaded machine) takes the visitor's first input time from the
 * browser's Event Timing entry, which a faked clock cannot place, so it counts from its wake, and
 * the send is refused as too fast (no request: the test then waited 30 s for one).
 */
async function fillAwake(page: Page, v: Parameters<typeof fill>[1] = {}) {
  await fill(page, v);
  await islandAwake(page, "contact-form");
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
      await fillAwake(page, { Email: email, Phone: "+1 (435) 555-0100" });
      await page.clock.runFor(2500);
      const release = await holdLeadSends(page);
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
    const release = await holdIslandChunks(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const email = `early-${Date.now()}@example.com`;
    await fill(page, { Email: email, Message: "Typed before the app ran" });
    release();
    await islandAwake(page, "contact-form");
    await expect(form(page).getByLabel("Message")).toHaveValue("Typed before the app ran");
    // Editing continues from it, and the send carries it.
    await form(page).getByLabel("Message").press("End");
    await form(page).getByLabel("Message").pressSequentially("!");
    await expect(form(page).getByLabel("Message")).toHaveValue("Typed before the app ran!");
    await expect(form(page).getByLabel("First name")).toHaveValue("Ada");
    await page.waitForTimeout(2100); // the minimum fill time
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("thank-you").getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect.poll(async () => (await stored(email)).map((s) => s.message)).toEqual(["Typed before the app ran!"]);
  });

  test("typed before the app started: the 2 s fill clock counts from the first input, not from the start", async ({ page }) => {
    const release = await holdIslandChunks(page);
    await page.goto("/get-in-touch", { waitUntil: "domcontentloaded" });
    const email = `clock-${Date.now()}@example.com`;
    // Typed key by key (real input: the browser records the first one), over more than 2 s.
    for (const [label, text] of Object.entries({ "First name": "Ada", "Last name": "Lovelace", Email: email, Message: "Hello there" })) {
      await typeInto(form(page).getByLabel(label), text);
    }
    release();
    await islandAwake(page, "contact-form");
    // At once: the app has run for well under 2 s, the visitor has spent over 2 s on the form.
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("thank-you").getByRole("heading", { name: "Message Received!" })).toBeVisible();
    await expect(page.getByText("Please take your time filling out the form.")).toHaveCount(0);
    await expect.poll(async () => (await stored(email)).map((s) => s.message)).toEqual(["Hello there"]);
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

  test("an error moves focus to its field already invalid and described by its message (what a screen reader says on arrival)", async ({ page }) => {
    await page.goto("/contact");
    await page.evaluate(() => {
      const seen: { name: string | null; invalid: string | null; description: string }[] = [];
      (window as unknown as { focusSeen: typeof seen }).focusSeen = seen;
      document.addEventListener("focusin", (e) => {
        const t = e.target as HTMLElement;
        const ids = t.getAttribute("aria-describedby")?.split(" ") ?? [];
        seen.push({ name: t.getAttribute("name"), invalid: t.getAttribute("aria-invalid"), description: ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ") });
      });
    });
    await form(page).getByLabel("First name").fill("Ada");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByLabel("Last name")).toBeFocused();
    const arrival = await page.evaluate(() => (window as unknown as { focusSeen: { name: string | null }[] }).focusSeen.findLast((f) => f.name === "lastName"));
    expect(arrival).toMatchObject({ invalid: "true", description: expect.stringContaining("Last name is required") });
  });

  test("security checks in SPEC order, as a destructive toast", async ({ page }) => {
    await installClock(page);
    await page.goto("/contact");
    await pauseClock(page);
    await fillAwake(page);
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
    // The field the toast is about says so too, and has the focus (WCAG 3.3.1); typing in it clears the mark.
    await expect(form(page).getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Phone")).toBeFocused();
    await form(page).getByLabel("Phone").fill("+1 555 0100");
    await expect(form(page).getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
    await form(page).getByLabel("Phone").fill("12ab");
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
      await fillAwake(page, { Email: `rl-${i}-${Date.now()}@example.com` });
      await page.clock.runFor(2500);
      await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(300); // toasts appear on a timer
      await page.getByRole("button", { name: "Send Another Message" }).click();
    }
    await fillAwake(page);
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
    await fillAwake(page);
    await page.clock.runFor(2500);
    await routeLeadSends(page, () => {
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
    await fillAwake(page);
    await page.clock.runFor(2500);
    await routeLeadSends(page, (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"ok":false}' }));
    // The answer first, then the clock: the press may wake the form's island first, and a timer
    // run before the answer came would leave the toast's own timer waiting on the paused clock.
    const answered = leadSendAnswered(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await answered;
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(form(page).getByLabel("First name")).toHaveValue("Ada");
    // The button, disabled while sending, has the focus back: it was not dropped to the page.
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeFocused();
  });

  test("a failure's toast stays 8 s, longer than the 4 s of others; a later message ends it, and it never comes back", async ({ page }) => {
    await installClock(page);
    await page.goto("/contact");
    await pauseClock(page);
    await fillAwake(page, { Email: `toast-${Date.now()}@example.com` });
    await page.clock.runFor(2500);
    const unroute = await routeLeadSends(page, (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"ok":false}' }));
    const failed = page.getByText("Something went wrong. Please try again.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await runClockUntilVisible(page, failed);
    await page.clock.runFor(6_000);
    await expect(failed, "still there after 6 s").toBeVisible();
    await page.clock.runFor(3_000);
    await expect(failed).toBeHidden();

    // Failed again, then sent: the thank-you replaces the failure, which does not return after it.
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await runClockUntilVisible(page, failed);
    await unroute();
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await runClockUntilVisible(page, page.getByText("Form Submitted"));
    await page.clock.runFor(500);
    await expect(failed).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(page.getByText("Form Submitted")).toBeHidden();
    await expect(failed).toHaveCount(0);
  });

  test("a send whose answer was lost, sent again: the thank-you, and the message stored once", async ({ page }) => {
    await installClock(page);
    await page.goto("/contact");
    await pauseClock(page);
    const email = `lost-answer-${Date.now()}@example.com`;
    await fillAwake(page, { Email: email });
    await page.clock.runFor(2500);
    // The first send reaches the server and is stored; its answer never reaches the page.
    let reached = 0;
    await routeLeadSends(page, async (route) => {
      if (reached++ === 0) {
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    const lost = page.waitForEvent("requestfailed", isLeadSend);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await lost;
    await page.clock.runFor(300); // toasts appear on a timer
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    expect(await stored(email)).toHaveLength(1);
    // The visitor presses again: the same message, so the server answers with the one it stored.
    const again = leadSendAnswered(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    expect((await again).status()).toBe(200);
    await expect(page.getByTestId("thank-you").getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(await stored(email)).toHaveLength(1);
    // A new message after it is a new send.
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await fillAwake(page, { Email: email, Message: "And one more thing." });
    await page.clock.runFor(2500);
    const next = leadSendAnswered(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    expect((await next).status()).toBe(201);
    await expect.poll(async () => (await stored(email)).length).toBe(2);
  });

  test.describe("after a send, on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    for (const reducedMotion of ["reduce", "no-preference"] as const) {
      test(`the thank-you heading is focused and brought into view below the fixed navigation bar (${reducedMotion} motion)`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion });
        await installClock(page);
        await page.goto("/contact");
        await pauseClock(page);
        await fillAwake(page, { Email: `seen-${Date.now()}@example.com` });
        await page.clock.runFor(2500);
        await form(page).getByRole("button", { name: "Send Message" }).click();
        const heading = page.getByTestId("thank-you").getByRole("heading", { name: "Thank You!" });
        await expect(heading).toBeFocused();
        const nav = page.getByTestId("site-nav");
        await expect
          .poll(async () => {
            const [h, n] = [await heading.boundingBox(), await nav.boundingBox()];
            return Boolean(h && n && h.y >= n.y + n.height && h.y + h.height <= 740);
          })
          .toBe(true);
      });
    }
  });

  test("/contact lists the five other ways of SPEC §2 from content/site.ts; /get-in-touch the reduced two", async ({ page }) => {
    const options = page.getByRole("list", { name: "Other ways to reach me" }).getByRole("link");
    await page.goto("/contact");
    const all = [`mailto:${site.email}`, site.social.professionalNetwork.href, site.social.videoChannel.href, site.social.socialNetwork.href, site.social.socialPage.href];
    expect(new Set(all).size, "two different social pages").toBe(5);
    await expect(options).toHaveCount(5);
    for (const [i, href] of all.entries()) await expect(options.nth(i)).toHaveAttribute("href", href);
    await page.goto("/get-in-touch");
    await expect(options).toHaveCount(2);
    for (const [i, href] of all.slice(0, 2).entries()) await expect(options.nth(i)).toHaveAttribute("href", href);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain form post stores the message and shows the thank-you, in view below the navigation bar", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/contact");
      const email = `nojs-${Date.now()}@example.com`;
      await fill(page, { Email: email });
      await form(page).getByRole("button", { name: "Send Message" }).click();
      const heading = page.getByRole("heading", { name: "Thank You!" });
      await expect(heading).toBeVisible();
      expect(await stored(email)).toHaveLength(1);
      // The answer opens scrolled to the thank-you (the post went to the page at its anchor).
      expect(new URL(page.url()).hash).toBe("#send-message");
      const box = await heading.boundingBox();
      expect(box && box.y >= 64 && box.y + box.height <= 740, `heading at ${JSON.stringify(box)}`).toBe(true);
    });

    test("the same post again (the answer reloaded, or Back and Send) is answered as the first and stored once", async ({ page }) => {
      await page.goto("/contact");
      const email = `nojs-again-${Date.now()}@example.com`;
      const send = async (message: string) => {
        await fill(page, { Email: email, Message: message });
        const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), form(page).getByRole("button", { name: "Send Message" }).click()]);
        expect(res.status()).toBe(200);
        await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      };
      await send("Same words");
      await page.goBack();
      await send("Same words");
      expect(await stored(email)).toHaveLength(1);
      // A word changed is a new message.
      await page.goBack();
      await send("Other words");
      expect((await stored(email)).map((s) => s.message).sort()).toEqual(["Other words", "Same words"]);
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

test("the other ways to connect: all five in one row from 1024 px, the address on one line", async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    const cards = page.getByRole("list", { name: contactOptionsCopy.listLabel }).getByRole("listitem");
    await expect(cards).toHaveCount(5);
    await cards.first().scrollIntoViewIfNeeded();
    const tops = await Promise.all((await cards.all()).map(async (c) => Math.round((await c.boundingBox())!.y)));
    expect(new Set(tops).size, `${width} px: one row`).toBe(1);
    // In fifths the address broke mid-word ('hello@exampl / e.com').
    const address = cards.first().getByText(site.email, { exact: true });
    const lines = await address.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${width} px: the address's lines`).toBe(1);
  }
});
