import type { Page } from "@playwright/test";
import { bundleEnhancers, bundleRuntime, enhancerTable } from "#tools/runtime-bundle.ts";
import { findEnhancers } from "#tools/enhancer-registry.ts";

/**
 * A page with nothing but the browser runtime (app/browser/runtime.ts, built as for production)
 * and the markup a test gives, served from a made-up origin, so the runtime's behaviour is tested
 * on its own, without the app. Enhancers are fakes that record what happens to them
 * (window.enhancerLog), unless a test serves its own or asks for the real ones (`enhancers:
 * "real"`: every enhancer built as for production, to test one on markup of its own).
 */
export const ORIGIN = "http://runtime.test";

let runtime: Promise<string> | undefined;
const enhancers = findEnhancers();
const fakeUrls = Object.fromEntries(enhancers.map((e) => [e.name, [`/enhancers/${e.name}.js`]]));
/** Islands the fixture serves: a fake module that records its wake (window.islandLog) and marks its element. */
export const fakeIslands = ["test-form", "test-widget"] as const;
const fakeIslandUrls = Object.fromEntries(fakeIslands.map((n) => [n, [`/islands/${n}.js`]]));
export const runtimeForTests = () => (runtime ??= bundleRuntime(enhancerTable(enhancers, fakeUrls), fakeIslandUrls));

const REAL = "/real-enhancers/";
let real: Promise<{ code: string; files: Map<string, string>; urls: Record<string, readonly string[]> }> | undefined;
const realRuntime = () =>
  (real ??= bundleEnhancers(REAL, enhancers).then(async (built) => ({
    code: await bundleRuntime(enhancerTable(enhancers, built.urls), fakeIslandUrls),
    files: new Map(built.files.map((f) => [`${REAL}${f.fileName}`, f.code])),
    urls: built.urls,
  })));
/** The real enhancers' chunks as the fixture serves them (`enhancers: "real"`): entry first, then what it imports. */
export const realEnhancerUrls = async (name: string) => (await realRuntime()).urls[name]!;

const fakeIsland = (name: string) => `export default async (element) => {
  window.islandLog.push("wake ${name} " + element.id);
  element.dataset.fake = "${name}";
};`;

const fakeEnhancer = (name: string) => `export default (element) => {
  window.enhancerLog.push("attach ${name} " + element.id);
  element.dataset.fake = "${name}";
  return () => window.enhancerLog.push("cleanup ${name} " + element.id);
};`;

export interface RuntimePage {
  /** Responses for other paths (e.g. a slow or failing enhancer). */
  routes?: Record<string, () => Promise<{ status?: number; body: string; contentType?: string }>>;
  head?: string;
  body: string;
  /** Script run at the end of the body. */
  script?: string;
  /** The enhancers served: fakes that record (the default), or the real ones. */
  enhancers?: "fake" | "real";
  /** With the real enhancers: their files are answered once this settles (an enhancer still on its way). */
  holdEnhancers?: Promise<void>;
}

export async function openRuntimePage(page: Page, { routes = {}, head = "", body, script = "", enhancers: which = "fake", holdEnhancers }: RuntimePage): Promise<void> {
  const realOnes = which === "real" ? await realRuntime() : undefined;
  const code = realOnes?.code ?? (await runtimeForTests());
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><script>window.enhancerLog = []; window.islandLog = [];</script><script>${code}</script><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${body}<script type="module">${script}</script></body></html>`;
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") return route.fulfill({ status: 200, contentType: "text/html", body: html });
    const realOne = realOnes?.files.get(pathname);
    if (realOne !== undefined) {
      await holdEnhancers;
      return route.fulfill({ status: 200, contentType: "text/javascript", body: realOne });
    }
    if (routes[pathname]) {
      const r = await routes[pathname]();
      return route.fulfill({ status: r.status ?? 200, contentType: r.contentType ?? "text/javascript", body: r.body });
    }
    const enhancer = /^\/enhancers\/([\w-]+)\.js$/.exec(pathname);
    if (enhancer) return route.fulfill({ status: 200, contentType: "text/javascript", body: fakeEnhancer(enhancer[1]!) });
    const island = /^\/islands\/([\w-]+)\.js$/.exec(pathname);
    if (island) return route.fulfill({ status: 200, contentType: "text/javascript", body: fakeIsland(island[1]!) });
    return route.fulfill({ status: 404, body: "" });
  });
  await page.goto(`${ORIGIN}/`);
}
