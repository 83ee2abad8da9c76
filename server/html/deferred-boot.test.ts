import { describe, expect, it } from "vitest";
import { deferBoot, deferBootBytes } from "./deferred-boot";

/** The shape React Router 8's <Scripts> renders (module script body abridged to what we rewrite). */
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

const runtime = "window.siteBoot={registerApp(){}};/* the runtime */";

/** The function body given to siteBoot.registerApp. */
function startOf(html: string): { hrefs: string[]; body: string } {
  const m = /window\.siteBoot\.registerApp\((\[[^\]]*\]), async \(\) => \{\n([\s\S]*)\n\}\);<\/script>/.exec(html);
  if (!m) throw new Error("no registerApp call");
  return { hrefs: JSON.parse(m[1]!) as string[], body: m[2]! };
}

describe("deferBoot", () => {
  const { html, modules } = deferBoot(rendered, runtime);
  const { hrefs, body } = startOf(html);

  it("removes every modulepreload link and hands the chunks, in order, to the runtime to prefetch", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(modules).toEqual(["/assets/entry.client-A.js", "/assets/chunk-B.js", "/assets/home-C.js"]);
    expect(hrefs).toEqual(modules);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("inlines the runtime first in the head, after the charset, as a classic script with the page's nonce", () => {
    expect(html.startsWith(`<!DOCTYPE html><html><head><meta charSet="utf-8"/><script nonce="n1">${runtime}</script>`)).toBe(true);
  });

  it("makes React Router's start a function of the runtime's, with dynamic imports in the same order", () => {
    expect(body).not.toMatch(/^\s*import \* as/m);
    const importing = body.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/home-C.js")]);');
    const registering = body.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = body.indexOf('await import("/assets/entry.client-A.js");');
    expect(importing).toBe(0);
    expect(registering).toBeGreaterThan(importing);
    expect(entry).toBeGreaterThan(registering);
  });

  it("minifies the inlined manifest", () => {
    expect(body).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};');
  });

  it("is valid JavaScript (an async function body)", () => {
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(body)).not.toThrow();
  });

  it("leaves everything else as it was", () => {
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain("<main>Hello</main>");
  });

  it("never lets the runtime end its script element early", () => {
    expect(deferBoot(rendered, 'x("</script>")').html).toContain('<script nonce="n1">x("<\\/script>")</script>');
  });

  it("leaves a page without a boot script unchanged", () => {
    const plain = "<html><head></head><body><p>static</p></body></html>";
    expect(deferBoot(plain, runtime)).toEqual({ html: plain, modules: [] });
  });

  it("keeps split route modules (several imports merged into one route)", () => {
    const split = rendered.replace(
      'import * as route1 from "/assets/home-C.js";',
      'import * as route1_clientLoader from "/assets/home-loader-E.js";\nimport * as route1_main from "/assets/home-C.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const out = startOf(deferBoot(split, runtime).html).body;
    expect(out).toContain('const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-D.js"), import("/assets/home-loader-E.js"), import("/assets/home-C.js")]);');
    expect(out).toContain("const route1 = {...route1_clientLoader,...route1_main};");
  });

  it("keeps bare imports (React Router's HMR runtime in development, `;;` and all)", () => {
    const dev = rendered.replace(";\nimport * as route0", ';\nimport "/@id/inject-hmr-runtime";;\nimport * as route0');
    expect(startOf(deferBoot(dev, runtime).html).body).toContain('const [, route0, route1] = await Promise.all([import("/@id/inject-hmr-runtime"), import("/assets/root-D.js"), import("/assets/home-C.js")]);');
  });
});

describe("deferBootBytes", () => {
  const bytes = (html: string) => Buffer.from(html, "utf8");
  it("gives deferBoot's page, byte for byte, rewriting only the head and the module script", () => {
    // Two-byte text in the body, as real pages have.
    const page = rendered.replace("<main>Hello</main>", `<main>Read on → “quoted” ${"text ".repeat(20_000)}</main>`);
    expect(deferBootBytes(bytes(page), runtime).equals(bytes(deferBoot(page, runtime).html))).toBe(true);
    expect(deferBootBytes(bytes(rendered), runtime).toString("utf8")).toBe(deferBoot(rendered, runtime).html);
  });
  it("takes the whole page through deferBoot when it is not shaped as expected", () => {
    const shapes = [
      // a modulepreload link in the body, a module script in the head, no module script, no
      // head, and a head that holds the stand-in for the middle
      rendered.replace("<main>Hello</main>", '<main>Hello</main><link rel="modulepreload" href="/assets/late-E.js"/>'),
      rendered.replace("</head>", '<script type="module">import "/assets/x.js";</script></head>'),
      rendered.replace(' type="module"', ""),
      rendered.replace(/<\/?head>/g, ""),
      rendered.replace("</head>", "<title><\u0000middle\u0000></title></head>"),
    ];
    for (const page of shapes) expect(deferBootBytes(bytes(page), runtime).toString("utf8")).toBe(deferBoot(page, runtime).html);
  });
});
