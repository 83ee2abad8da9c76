import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No import cycles among the app's, the server's and the content's modules (docs/decisions/092).
 * Type-only imports count, as they do for the layer rules of eslint.config.js: a type from a
 * module is still a dependency on it. Imports are read by TypeScript's scanner and resolved the
 * way `tsc` resolves them (tsconfig.json, package.json "imports"), so an alias, a same-folder
 * import and a dynamic `import()` are all edges of the graph; so are the files a Vite
 * `import.meta.glob("…")` matches (the route table's page files, app/pages.ts).
 */
const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "content"];

type Graph = Map<string, string[]>;

/** The files matched by a module's `import.meta.glob` patterns (Vite's: "/…" from the root, "./…" from the module). */
function globEdges(from: string): string[] {
  const source = readFileSync(from, "utf8");
  const patterns = [...source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*"([^"]+)"/g)].map((m) => m[1]!);
  return patterns.flatMap((pattern) => {
    const absolute = pattern.startsWith("/") ? path.join(root, pattern) : path.resolve(path.dirname(from), pattern.split("?")[0]!);
    return globSync(path.relative(root, absolute), { cwd: root }).map((f) => f.split(path.sep).join("/"));
  });
}

/** Every module of FOLDERS and the modules of FOLDERS it imports, as paths from the root. */
function importGraph(): Graph {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const files = globSync(`{${FOLDERS.join(",")}}/**/*.{ts,tsx,js,mjs}`, { cwd: root }).filter((f) => !f.endsWith(".d.ts"));
  const inScope = (file: string) => FOLDERS.some((folder) => file.startsWith(`${folder}/`));
  const graph: Graph = new Map();
  for (const file of files.sort()) {
    const from = path.join(root, file);
    const edges = new Set<string>();
    for (const { fileName } of ts.preProcessFile(readFileSync(from, "utf8"), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, from, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = path.relative(root, resolved.resolvedFileName).split(path.sep).join("/");
      if (inScope(to)) edges.add(to);
    }
    for (const to of globEdges(from)) if (inScope(to)) edges.add(to);
    graph.set(file.split(path.sep).join("/"), [...edges].sort());
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one module, or a module importing itself (Tarjan). */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("import cycles", () => {
  it("the finder finds a cycle, through a type import or a longer loop, and nothing in a tree", () => {
    const graph: Graph = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", ["d"]],
      ["e", ["a"]],
    ]);
    expect(cycles(graph)).toEqual([["d"], ["a", "b", "c"]]);
    expect(cycles(new Map([["a", ["b", "c"]], ["b", ["c"]], ["c", []]]))).toEqual([]);
  });

  it("none among app/, server/ and content/", () => {
    const graph = importGraph();
    // The graph is really read: aliases, same-folder and type imports all resolve.
    expect(graph.get("server/security-headers.ts")).toContain("server/csp-by-path.ts");
    expect(graph.get("server/csp-by-path.ts")).toContain("app/lib/page-policy.ts");
    expect(graph.get("app/pages.ts")).toContain("content/page-entry.ts");
    expect(graph.get("app/pages.ts")).toContain("content/pages/home.page.ts");
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  }, 60_000);
});
