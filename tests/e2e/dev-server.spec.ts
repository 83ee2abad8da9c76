import { expect, test } from "#tests/support/fixtures.ts";
import { e2ePort } from "#tests/support/ports.ts";
import { startDevServer } from "#tests/support/dev-server.ts";
import { fieldMessages, formToasts } from "#app/features/leads/messages.ts";
import { MIN_FILL_TIME_MS } from "#app/config/forms.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { consentCopy } from "#content/consent.ts";

/**
 * `npm run dev` runs the islands (issue 49, item 1): Vite serves each island's entry from its
 * sources, so a form's own validation, its send and its toast work while one works on it.
 */
let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;
test.beforeAll(async () => {
  // Its first start optimises the browser's dependencies: up to a minute on a loaded machine.
  test.setTimeout(150_000);
  dev = await startDevServer({ port: e2ePort() + 64, name: "dev-server" });
});
test.afterAll(async () => {
  await dev?.stop();
});

test("in npm run dev the contact form's island wakes at a focus, checks, sends and says so with its toast, and enhancers attach", async ({ page }) => {
  // Vite compiles each module on its first request: the first wake is slow on a loaded machine.
  test.setTimeout(120_000);
  await page.goto(`${dev!.url}/contact`);
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByLabel("First name").focus();
  await expect(page.locator('[data-island="contact-form"][data-island-awake]')).toBeAttached({ timeout: 90_000 });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText(fieldMessages.firstNameRequired)).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  const values = { "First name": "Ada", "Last name": "Lovelace", Email: `dev-${Date.now()}@example.com`, Message: "Sent from the dev server." };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
  await page.waitForTimeout(MIN_FILL_TIME_MS + 100);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(formToasts.submitted.title)).toBeVisible({ timeout: 30_000 });
  // Enhancers too, from their sources: the drawer's drag (every page, on an idle moment).
  await expect(page.locator('[data-enhance~="drawer-drag"][data-enhanced]')).toBeAttached();
});

test.describe("a first visit (no choice stored)", () => {
  test.use({ consentGiven: false });

  test("in npm run dev the cookie banner and preferences come from their sources, rendered by the dev server itself", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${dev!.url}/`);
    // First visit: the consent enhancer imports the markup's chunk (tools/vite-consent-ui.ts) and shows the banner.
    const banner = page.getByRole("region", { name: consentCopy.banner.label });
    await expect(banner.getByRole("button", { name: consentCopy.buttons.acceptAll })).toBeVisible({ timeout: 90_000 });
    await banner.getByRole("button", { name: consentCopy.buttons.preferences }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("an edit to the banner's words is in its chunk at the next request, without restarting npm run dev", async ({ request }) => {
    test.setTimeout(120_000);
    const home = await (await request.get(`${dev!.url}/`)).text();
    const chunkUrl = `${dev!.url}${/data-ui="([^"]+)"/.exec(home)![1]}`;
    expect(await (await request.get(chunkUrl)).text()).toContain(consentCopy.banner.label);
    const file = "content/consent.ts";
    const source = readFileSync(file, "utf8");
    const edited = "Cookie choices (edited in a test)";
    try {
      writeFileSync(file, source.replace(`label: "${consentCopy.banner.label}"`, `label: "${edited}"`));
      await expect.poll(async () => (await request.get(chunkUrl)).text(), { timeout: 30_000 }).toContain(edited);
    } finally {
      writeFileSync(file, source);
    }
  });
});
