import { readdirSync, readFileSync, statSync } from "node:fs";
import { e2ePort } from "#tests/support/ports.ts";
import path from "node:path";
import { caseStudy } from "#content/case-study.server.ts";
import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { startPreviewSite } from "#tests/fakes/preview-site.ts";

/**
 * Issue #15, the gated case study (DECISIONS 10): checked on the server, nothing of it in any
 * public file or locked response, an unlock that lasts the browser session, rate-limited
 * guesses, the live preview's sizes and sandbox, and the phone notice. One server of its own
 * (a password, a framable preview site), shared by the tests of this file.
 */
const PASSWORD = "essential-e2e";
const PAGE = "/portfolio/the-essential-website";
/** Sentences only the case study holds. */
const secrets = [caseStudy.summary, ...caseStudy.sections.flatMap((s) => s.paragraphs), ...caseStudy.numbers.map((n) => n.detail)];
const imageFiles = caseStudy.images.map((i) => i.file);

// One worker runs this file's tests in order: with fullyParallel, a second worker would run beforeAll
// again and start a second server on the same port (and wipe the first one's data folder).
test.describe.configure({ mode: "default" });
let server: RunningServer;
let preview: Awaited<ReturnType<typeof startPreviewSite>>;

test.beforeAll(async () => {
  preview = await startPreviewSite();
  server = await startServer({
    port: e2ePort() + 61,
    name: "case-study",
    // TRUST_PROXY: the rate-limit test speaks as other clients (X-Forwarded-For), so it does not lock the browser tests out.
    env: { PORTFOLIO_PASSWORD: PASSWORD, PORTFOLIO_PREVIEW_URL: preview.url, TRUST_PROXY: "1" },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await preview?.stop();
});

async function unlock(page: Page) {
  await page.goto(server.url + PAGE);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "View Case Study" }).click();
  await expect(page.getByTestId("case-study")).toBeVisible();
}

test("no word or image of the case study in any public file of the build", async ({ request }) => {
  // The images as the server sends them (the build re-encodes them), and as written.
  const unlocked = await request.post(server.url + PAGE, { form: { password: PASSWORD }, headers: { "x-forwarded-for": "10.5.5.5" }, maxRedirects: 0 });
  const cookie = unlocked.headers()["set-cookie"]!.split(";")[0]!;
  const served: Buffer[] = [];
  for (const f of imageFiles) {
    const res = await request.get(`${server.url}${PAGE}/images/${f}`, { headers: { cookie } });
    expect(res.status(), f).toBe(200);
    served.push(await res.body());
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk(path.resolve("build/client"));
  expect(files.length).toBeGreaterThan(20);
  // A slice from inside each image, raw and as base64 (at a multiple of 3 bytes, as a data URL would hold it).
  const imageSlices = [...served, ...imageFiles.map((f) => readFileSync(path.resolve("content/case-study", f)))].map((b) => b.subarray(3000, 3048));
  for (const file of files) {
    const bytes = readFileSync(file);
    const text = bytes.toString("utf8");
    for (const s of secrets) expect(text.includes(s.slice(0, 60)), `${file} holds "${s.slice(0, 40)}…"`).toBe(false);
    for (const slice of imageSlices) {
      expect(bytes.includes(slice), `${file} holds a case-study image`).toBe(false);
      expect(text.includes(slice.toString("base64")), `${file} holds a case-study image (base64)`).toBe(false);
    }
  }
});

test("locked: the gate only, private and noindex; images answer 404; without a password configured the study is closed", async ({ request }) => {
  const res = await request.get(server.url + PAGE);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  expect(res.headers()["x-robots-tag"]).toContain("noindex");
  const html = await res.text();
  expect(html).toContain('name="robots" content="noindex, nofollow"');
  expect(html).toContain('name="password"');
  for (const s of secrets) expect(html).not.toContain(s.slice(0, 60));
  const data = await request.get(`${server.url}${PAGE}.data`);
  for (const s of secrets) expect(await data.text()).not.toContain(s.slice(0, 60));
  for (const file of [...imageFiles, "nope.jpg"]) {
    const img = await request.get(`${server.url}${PAGE}/images/${file}`, { headers: { cookie: "portfolio_access=eyJleHAiOjk5OTk5OTk5OTk5OTl9.forged" } });
    expect(img.status(), file).toBe(404);
    expect(img.headers()["cache-control"]).toBe("private, no-store");
  }
  // The suite's shared server has no PORTFOLIO_PASSWORD.
  const closed = await request.get(PAGE);
  expect(await closed.text()).toContain("This case study is closed");
  expect(closed.headers()["cache-control"]).toBe("private, no-store");
});

test("wrong password: the message and an empty field; the right one unlocks for the session, which ends with it", async ({ page, browser }) => {
  await page.goto(server.url + PAGE);
  await page.getByLabel("Password").fill("not-it");
  await page.getByRole("button", { name: "View Case Study" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
  await expect(page.getByLabel("Password")).toHaveValue("");
  // The answer comes back focused on the cleared field: the next try is typed at once.
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "View Case Study" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Essential Website" })).toBeVisible();
  await expect(page.getByText(caseStudy.sections[0]!.paragraphs[0]!)).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "portfolio_access");
  // A session cookie (no expiry), HttpOnly, sent to the portfolio pages only.
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/portfolio", expires: -1 });
  // The images load (through the gated route).
  const first = page.getByRole("img", { name: caseStudy.images[0]!.alt });
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(caseStudy.images[0]!.width);
  await page.reload();
  await expect(page.getByTestId("case-study")).toBeVisible();
  // A new browser session (no session cookies carried over) is locked again.
  const next = await browser.newContext();
  try {
    const p2 = await next.newPage();
    await p2.goto(server.url + PAGE);
    await expect(p2.getByLabel("Password")).toBeVisible();
    await expect(p2.getByTestId("case-study")).toHaveCount(0);
  } finally {
    await next.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the gate is a plain form post", async ({ page }) => {
    await page.goto(server.url + PAGE);
    await page.getByLabel("Password").fill("still-not-it");
    await page.getByRole("button", { name: "View Case Study" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "View Case Study" }).click();
    await expect(page).toHaveURL(server.url + PAGE);
    await expect(page.getByTestId("case-study")).toBeVisible();
  });
});

test("wrong guesses are limited per client: the sixth is refused, the right password too while it holds", async ({ request }) => {
  const as = (ip: string, password: string) =>
    request.post(server.url + PAGE, { form: { password }, headers: { "x-forwarded-for": ip }, maxRedirects: 0 });
  for (let i = 0; i < 5; i++) expect((await as("10.1.2.3", `guess-${i}`)).status()).toBe(401);
  const sixth = await as("10.1.2.3", "guess-6");
  expect(sixth.status()).toBe(429);
  expect(await sixth.text()).toMatch(/Too many attempts\. Please try again in 1[45] minutes\./);
  // The same wait for tools, in seconds.
  expect(["840", "900"]).toContain(sixth.headers()["retry-after"]);
  expect((await as("10.1.2.3", PASSWORD)).status()).toBe(429);
  // Another client is not held back by it; the right password is never counted.
  const other = await as("10.9.9.9", PASSWORD);
  expect(other.status()).toBe(303);
  expect(other.headers()["set-cookie"]).toMatch(/^portfolio_access=[\w-]+\.[\w-]+; Path=\/portfolio; HttpOnly; SameSite=Lax$/);
});

test.describe("live preview", () => {
  // axe is injected as a script, which the page's CSP (rightly) refuses.
  test.use({ bypassCSP: true });

  test("the gate, with its error, has no axe violations", async ({ page }) => {
    await page.goto(server.url + PAGE);
    await page.getByLabel("Password").fill("wrong-for-axe");
    await page.getByRole("button", { name: "View Case Study" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page, "case-study gate with an error");
  });

  test("true sizes, sandboxed, framed on this page only; axe clean with it open", async ({ page, request }) => {
    await unlock(page);
    await expectNoAxeViolations(page, "unlocked case study");
    const csp = (await request.get(server.url + PAGE)).headers()["content-security-policy"]!;
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${preview.origin.replace(/[.:/]/g, "\\$&")}`));
    expect((await request.get(server.url + "/portfolio")).headers()["content-security-policy"]).not.toContain(preview.origin);

    await page.getByRole("button", { name: caseStudy.preview.open }).click();
    const dialog = page.getByRole("dialog", { name: caseStudy.preview.title });
    await expect(dialog).toBeVisible();
    const frame = dialog.getByTestId("preview-frame");
    const sandbox = (await frame.getAttribute("sandbox"))!.split(/\s+/);
    expect(sandbox).toContain("allow-scripts");
    // Never both allow-scripts and allow-same-origin (issue 14): the page runs its scripts in an opaque origin.
    expect(sandbox).not.toContain("allow-same-origin");
    await expect(page.frameLocator('[data-testid="preview-frame"]').getByRole("heading", { name: "The previewed site" })).toBeVisible();
    // Its scripts run: the fake site's script writes its origin ('null': opaque) into the page.
    await expect(page.frameLocator('[data-testid="preview-frame"]').getByTestId("preview-script")).toHaveText("scripts run in null");
    const size = () => frame.evaluate((f: HTMLIFrameElement) => ({ w: f.offsetWidth, h: f.offsetHeight, shown: Math.round(f.getBoundingClientRect().width) }));
    const stage = await dialog.getByTestId("preview-stage").evaluate((e) => Math.round(e.getBoundingClientRect().width));
    // Desktop: a 1280 px page scaled to the dialog's width.
    expect(await size()).toEqual({ w: 1280, h: 600, shown: stage });
    await dialog.getByText("Tablet", { exact: true }).click();
    expect(await size()).toMatchObject({ w: 768, h: 600, shown: 768 });
    await dialog.getByText("Mobile", { exact: true }).click();
    expect(await size()).toMatchObject({ w: 375, h: 600, shown: 375 });
    await expectNoAxeViolations(page, "case study with the live preview open");
  });
});

test("on a phone: the notice with a link to the site, no preview button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await unlock(page);
  await expect(page.getByTestId("preview-mobile-notice")).toBeVisible();
  await expect(page.getByTestId("preview-mobile-notice").getByRole("link", { name: caseStudy.preview.openSite })).toHaveAttribute("href", preview.url);
  await expect(page.getByRole("button", { name: caseStudy.preview.open })).toBeHidden();
});
