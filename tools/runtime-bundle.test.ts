import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliCompressSync, constants } from "node:zlib";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleEnhancers, bundleIslands, bundleRuntime, COMPILE_HINT, findIslands } from "./runtime-bundle.ts";
import { findEnhancers } from "./enhancer-registry.ts";

describe("the browser runtime", () => {
  it("is one classic script with no comment left: it is inlined into every page, where each byte counts", async () => {
    const runtime = await bundleRuntime({} as never, {});
    expect(runtime).toMatch(/^(!function\(\)\{|\(function\(\)\{|\(\(\)=>\{)/);
    expect(runtime).not.toMatch(/\/\*|\n\s*\/\//);
    // Rolldown's minifier alone (issue 49 dropped terser's second pass, which saved ~250 bytes:
    // 4,911 B without it, under 4,900 with it). The bound moved from 4,900 to 5,000 with that
    // decision, openly (docs/performance.md). Decision 111 took the accordions, hover menus and
    // info tips out (3,525 B after it), and the bound down with them: 3,700.
    expect(brotliCompressSync(runtime, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length).toBeLessThan(3_700);
  });
});

describe("the enhancers' chunks", () => {
  it("open with V8's compile hint exactly for the enhancers compiled on load (decision 019)", async () => {
    const { files, urls } = await bundleEnhancers();
    const enhancers = findEnhancers();
    const code = (name: string) => files.find((f) => urls[name]![0]!.endsWith(`/${f.fileName}`))!.code;
    expect(enhancers.filter((e) => e.compiledOnLoad).map((e) => e.name)).toContain("insights-filter");
    expect(Object.keys(urls).sort()).toEqual(enhancers.map((e) => e.name));
    for (const { name, compiledOnLoad } of enhancers) expect(code(name).startsWith(`${COMPILE_HINT}\n`), name).toBe(compiledOnLoad);
  });
});

describe("the enhancers' table", () => {
  it("lists each enhancer's entry first, then every chunk it imports, directly or not, and nothing else: all asked for at once", async () => {
    const { files, urls } = await bundleEnhancers("/a/");
    const byName = new Map(files.map((f) => [`/a/${f.fileName}`, f.code]));
    const importsOf = (url: string) => [...byName.get(url)!.matchAll(/from\s*"\.\/([^"]+)"|import\s*"\.\/([^"]+)"/g)].map((m) => `/a/${m[1] ?? m[2]}`);
    for (const [name, [entry, ...needed]] of Object.entries(urls)) {
      expect(entry, name).toMatch(new RegExp(`^/a/enhancer-${name}-[\\w-]+\\.js$`));
      const closure = new Set<string>();
      const visit = (url: string) => importsOf(url).forEach((dep) => !closure.has(dep) && (closure.add(dep), visit(dep)));
      visit(entry!);
      expect(new Set(needed), name).toEqual(closure);
    }
  });
});

describe("islands (app/islands/README.md)", () => {
  const dirWith = (files: Record<string, string>, parent = tmpdir()) => {
    mkdirSync(parent, { recursive: true });
    const dir = mkdtempSync(path.join(parent, "islands-"));
    for (const [name, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), code);
    }
    return dir;
  };
  const island = (name: string) => `export default defineIsland("${name}", () => null);\n`;
  // Every island of the app, in full, as the table of app/islands/README.md lists them, each with
  // its file: the one hand-written list of the islands (docs/page-lifecycle.md, 'Checklist: adding
  // an island'). A new island fails these tests until its row is there, and a row without its
  // island (or its chunk) fails them too.
  const readme = readFileSync(path.join(import.meta.dirname, "../app/islands/README.md"), "utf8");
  const rows = [...readme.matchAll(/^\| `([a-z0-9-]+)` \| (\S+\.island\.tsx) \|/gm)].map((m) => [m[1]!, m[2]!] as const);
  const appIslands = rows.map(([name]) => name).sort();

  it("each island is named after its file, and the app's are found", () => {
    expect(findIslands(dirWith({ "a/contact-form.island.tsx": island("contact-form"), "b/x.tsx": island("x") })).map((i) => i.name)).toEqual(["contact-form"]);
    expect(findIslands().map((i) => i.name).sort()).toEqual(appIslands);
  });

  it("the islands table of app/islands/README.md lists exactly the islands the build finds, each with its file", () => {
    const root = path.join(import.meta.dirname, "..");
    expect([...rows].sort()).toEqual(findIslands().map((i) => [i.name, path.relative(root, i.file)]).sort());
  });

  it("a name that is not the file's, used twice, or not lower-case-and-dashes fails the build", () => {
    expect(() => findIslands(dirWith({ "a/contact-form.island.tsx": island("contact") }))).toThrow(/must declare itself once as defineIsland\("contact-form"/);
    expect(() => findIslands(dirWith({ "a/form.island.tsx": island("form"), "b/form.island.tsx": island("form") }))).toThrow(/declared twice/);
    expect(() => findIslands(dirWith({ "a/Form.island.tsx": island("Form") }))).toThrow(/lower case/);
  });

  it("a React Router import anywhere below an island fails its build, naming the file", async () => {
    // Inside the repository, where node_modules has the router: as an island of app/ would find it.
    const inRepo = path.join(import.meta.dirname, "../node_modules/.cache/island-tests");
    const dir = dirWith({
      "a/quote-form.island.tsx": `import { QuoteForm } from "./quote-form";\nconst defineIsland = (_: string, c: unknown) => c;\nexport default defineIsland("quote-form", QuoteForm);\n`,
      "a/quote-form.tsx": `import { useLocation } from "react-router";\nexport const QuoteForm = () => useLocation().pathname;\n`,
    }, inRepo);
    await expect(bundleIslands("/assets/", dir)).rejects.toThrow(/quote-form\.tsx imports react-router, which an island's code may not use/);
    // The router's other packages too.
    const dom = dirWith({
      "b/dom-form.island.tsx": `import { DomForm } from "./dom-form";\nconst defineIsland = (_: string, c: unknown) => c;\nexport default defineIsland("dom-form", DomForm);\n`,
      "b/dom-form.tsx": `import { useNavigate } from "react-router-dom";\nexport const DomForm = () => String(useNavigate());\n`,
    }, inRepo);
    await expect(bundleIslands("/assets/", dom)).rejects.toThrow(/dom-form\.tsx imports react-router-dom/);
  });

  it("one chunk per island, React itself shared in one chunk, built into the runtime's map", async () => {
    const { files, urls } = await bundleIslands();
    expect(Object.keys(urls).sort()).toEqual(appIslands);
    // Each island's entry chunk is named after it: island-<name>-<hash>.js.
    for (const [name, [entry]] of Object.entries(urls)) expect(entry, name).toMatch(new RegExp(`/island-${name}-[^/]+\\.js$`));
    // React itself in the browser, as on the server (decision 033): the installed react-dom's
    // production client (it checks its own version against React's), in one chunk and no other.
    const react = files.filter((f) => f.fileName.startsWith("island-react-"));
    expect(react).toHaveLength(1);
    const { version } = JSON.parse(readFileSync(path.join(import.meta.dirname, "../node_modules/react-dom/package.json"), "utf8")) as { version: string };
    // (Booleans, not the code itself, in a failure's message: the chunk is ~190 kB.)
    const quoted = (text: string) => ["\"", "'", "`"].some((q) => react[0]!.code.includes(`${q}${text}${q}`));
    expect(quoted(version), `react-dom ${version} in ${react[0]!.fileName}`).toBe(true);
    expect(react[0]!.code.includes("hydrateRoot"), "react-dom/client's hydrateRoot").toBe(true);
    const internals = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/;
    for (const f of files) expect(internals.test(f.code), f.fileName).toBe(f === react[0]);
    // Production React only: development builds print warnings and weigh several times more.
    for (const f of files) expect(f.code, f.fileName).not.toMatch(/react-dom\.development|Warning: /);
    // Nor both builds behind a `process.env.NODE_ENV` check, which no browser can answer (a
    // library build of Vite leaves process.env alone unless told: 646 kB, and a ReferenceError).
    for (const f of files) expect(/\bprocess\.env\b/.test(f.code), `${f.fileName} reads process.env`).toBe(false);
    for (const [url] of Object.values(urls)) expect(files.find((f) => url!.endsWith(f.fileName))!.code).not.toContain("react-router");
  });

  it("each island lists every chunk its wake needs, so the runtime asks for them in one round trip", async () => {
    const { files, urls } = await bundleIslands();
    const names = new Set(files.map((f) => `/assets/${f.fileName}`));
    const code = (url: string) => files.find((f) => url.endsWith(f.fileName))!.code;
    for (const [name, [entry, ...needed]] of Object.entries(urls)) {
      const listed = new Set([entry!, ...needed]);
      for (const url of listed) expect(names, `${name}: ${url}`).toContain(url);
      // Whatever a listed chunk imports statically is listed too (nothing found only on arrival).
      for (const url of listed) {
        for (const [, dep] of code(url).matchAll(/(?:^|[;}\s])import\s*(?:[^"'(]*?from\s*)?"\.\/([^"]+)"/g)) expect(listed, `${name}: ${url} imports ${dep}`).toContain(`/assets/${dep}`);
      }
      expect(needed.some((u) => u.includes("island-react-")), name).toBe(true);
      // The toast layer (sonner's toaster) is on the wake's path only of the island whose own
      // check answers with a toast; the others ask for it once live (app/islands/wake.tsx).
      const withToasts = name === "newsletter-form";
      expect([...listed].some((u) => code(u).includes("data-sonner-toaster")), `${name}: the toast layer in its wake`).toBe(withToasts);
      // Small modules two islands share travel together: the entry, React, the shared chunk and
      // the bundler's own small runtime (eight requests before, for the contact form, in three
      // rounds), and the toast layer where it wakes with the island.
      expect(listed.size, name).toBeLessThanOrEqual(withToasts ? 5 : 4);
    }
  });
});
