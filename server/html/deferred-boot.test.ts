import { describe, expect, it } from "vitest";
import { BOOT_INPUTS, deferBoot } from "./deferred-boot";

/** The shape React Router 7's <Scripts> renders (module script body abridged to what we rewrite). */
const rendered = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/chunk-B.js" nonce="n1"/><link rel="modulepreload" href="/assets/home-C.js" nonce="n1"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main><script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script><script nonce="n1" type="module" async="">;
import * as route0 from "/assets/root-D.js";
import * as route1 from "/assets/home-C.js";

  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-A.js"
  }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("deferBoot", () => {
  const { html, modules } = deferBoot(rendered, { navRevealPx: 20 });
  const boot = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it("removes every modulepreload link and reports the chunks in order", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(modules).toEqual(["/assets/entry.client-A.js", "/assets/chunk-B.js", "/assets/home-C.js"]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("turns static imports into dynamic ones that wait for the visitor's first input", () => {
    expect(boot).not.toMatch(/^\s*import \* as/m);
    expect(boot).not.toContain('addEventListener("load", start');
    expect(BOOT_INPUTS).toEqual(["pointerdown", "pointermove", "touchstart", "wheel", "scroll", "keydown", "focusin"]);
    expect(boot).toContain(`const inputs = ${JSON.stringify(BOOT_INPUTS)};`);
    const keeping = boot.indexOf("window.__beforeBoot = {");
    const waiting = boot.indexOf("await new Promise");
    const importing = boot.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/home-C.js")]);');
    const registering = boot.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = boot.indexOf('await import("/assets/entry.client-A.js");');
    expect(keeping).toBeGreaterThan(-1);
    expect(waiting).toBeGreaterThan(keeping);
    expect(importing).toBeGreaterThan(waiting);
    expect(registering).toBeGreaterThan(importing);
    expect(entry).toBeGreaterThan(registering);
  });

  it("prefetches the same chunks after the load event, and minifies the inlined manifest", () => {
    expect(boot).toContain(`const hrefs = ${JSON.stringify(modules)};`);
    expect(boot).toContain('link.rel = "prefetch"');
    expect(boot).toContain('addEventListener("load", idle, { once: true })');
    expect(boot).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};');
  });

  it("after the load, lays out one skipped section per idle moment, then prefetches", () => {
    expect(boot).toContain('const sections = [...document.querySelectorAll("[data-section]")];');
    expect(boot).toContain('sections.shift().setAttribute("data-rendered", "");');
    expect(boot.indexOf("sections.shift()")).toBeLessThan(boot.indexOf('link.rel = "prefetch"'));
  });

  it("reveals the navigation bar past the threshold it is given", () => {
    expect(boot).toContain('nav.setAttribute("data-shown", String(scrollY > 20))');
    const other = deferBoot(rendered, { navRevealPx: 64 }).html;
    expect(other).toContain("String(scrollY > 64)");
  });

  it("releases held taps to the browser when the app cannot load", () => {
    const tryAt = boot.indexOf("try {");
    const importing = boot.indexOf("await Promise.all([import(");
    const catching = boot.indexOf("} catch (error) {\n  window.__beforeBoot.release();\n  throw error;\n}");
    expect(tryAt).toBeGreaterThan(-1);
    expect(importing).toBeGreaterThan(tryAt);
    expect(catching).toBeGreaterThan(boot.indexOf('await import("/assets/entry.client-A.js");'));
  });

  it("leaves everything else as it was", () => {
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain("<main>Hello</main>");
  });

  it("is valid JavaScript (an async module body)", () => {
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(boot)).not.toThrow();
  });

  it("leaves a page without a boot script unchanged", () => {
    const plain = "<html><body><p>static</p></body></html>";
    expect(deferBoot(plain, { navRevealPx: 20 })).toEqual({ html: plain, modules: [] });
  });

  it("keeps split route modules (several imports merged into one route)", () => {
    const split = rendered.replace(
      'import * as route1 from "/assets/home-C.js";',
      'import * as route1_clientLoader from "/assets/home-loader-E.js";\nimport * as route1_main from "/assets/home-C.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const out = /type="module" async="">([\s\S]*?)<\/script>/.exec(deferBoot(split, { navRevealPx: 20 }).html)![1]!;
    expect(out).toContain('const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-D.js"), import("/assets/home-loader-E.js"), import("/assets/home-C.js")]);');
    expect(out).toContain("const route1 = {...route1_clientLoader,...route1_main};");
  });
});
