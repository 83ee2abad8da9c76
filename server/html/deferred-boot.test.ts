import { describe, expect, it } from "vitest";
import { deferBoot } from "./deferred-boot";

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
  const { html, modules } = deferBoot(rendered);
  const boot = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it("removes every modulepreload link and reports the chunks in order", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(modules).toEqual(["/assets/entry.client-A.js", "/assets/chunk-B.js", "/assets/home-C.js"]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("turns static imports into dynamic ones that wait for the load event or the first input", () => {
    expect(boot).not.toMatch(/^\s*import \* as/m);
    expect(boot.indexOf('addEventListener("load"')).toBeGreaterThan(-1);
    for (const input of ["pointerdown", "keydown", "focusin", "touchstart"]) expect(boot).toContain(`"${input}"`);
    const keeping = boot.indexOf("window.__typedBeforeBoot = {");
    const waiting = boot.indexOf("await new Promise");
    const importing = boot.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/home-C.js")]);');
    const registering = boot.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = boot.indexOf('import("/assets/entry.client-A.js");');
    expect(keeping).toBeGreaterThan(-1);
    expect(waiting).toBeGreaterThan(keeping);
    expect(importing).toBeGreaterThan(waiting);
    expect(registering).toBeGreaterThan(importing);
    expect(entry).toBeGreaterThan(registering);
  });

  it("preloads the same chunks when it starts, and minifies the inlined manifest", () => {
    expect(boot).toContain(JSON.stringify(modules));
    expect(boot).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};');
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
    expect(deferBoot(plain)).toEqual({ html: plain, modules: [] });
  });

  it("keeps split route modules (several imports merged into one route)", () => {
    const split = rendered.replace(
      'import * as route1 from "/assets/home-C.js";',
      'import * as route1_clientLoader from "/assets/home-loader-E.js";\nimport * as route1_main from "/assets/home-C.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const out = /type="module" async="">([\s\S]*?)<\/script>/.exec(deferBoot(split).html)![1]!;
    expect(out).toContain('const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-D.js"), import("/assets/home-loader-E.js"), import("/assets/home-C.js")]);');
    expect(out).toContain("const route1 = {...route1_clientLoader,...route1_main};");
  });
});
