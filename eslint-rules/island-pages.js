// @ts-check
import path from "node:path";

/**
 * `local/island-pages`: the import rules of an island page (README, 'Kinds of page';
 * docs/decisions/005-marketing-islands.md). An island page's text must be in the HTML once and
 * never in the page's JavaScript, so:
 *
 * 1. An island page module (a file in an `island-pages/` folder: the component that draws the
 *    page's content) is never imported statically, anywhere: routes reach it only through
 *    `islandPage(() => import(…))`, which loads it on the server and, in the browser, only for a
 *    client-side navigation. Island page modules may import each other's helpers.
 * 2. An island route (a module that imports `island-page`) imports no value from `content/`:
 *    its words would land in the route's chunk. Type imports are fine (they are erased).
 *
 * A rule of its own, not a `no-restricted-imports` pattern, because island routes are known by
 * what they import, not by where they live: a glob would need a hand-kept list of files.
 * Indirect imports (a route importing a component that imports content) are caught by the
 * browser test that looks for the page's text in its scripts (tests/e2e/home.spec.ts).
 */

/** @param {string} from @param {string} source @param {string} root */
function resolve(from, source, root) {
  if (source.startsWith("~/")) return path.join(root, "app", source.slice(2));
  if (source.startsWith("#content/")) return path.join(root, "content", source.slice("#content/".length));
  if (source.startsWith(".")) return path.resolve(path.dirname(from), source);
  return null; // a package
}

const inIslandPages = (/** @type {string} */ file) => file.split(path.sep).includes("island-pages");

/** @param {any} node an import or export-from declaration */
const typeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.specifiers?.length > 0 && node.specifiers.every((/** @type {any} */ s) => s.importKind === "type" || s.exportKind === "type"));

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Island pages: page modules only through islandPage(() => import(…)); no content values in island routes" },
    schema: [],
    messages: {
      staticPageModule:
        "Island page modules are loaded only through islandPage(() => import(\"{{source}}\")): a static import puts the page's text into this module's chunk.",
      contentInIslandRoute:
        "An island route must not import content values ({{source}}): the words would be in the page's JavaScript as well as its HTML. Use them in the island page module.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.resolve(root, context.filename);
    const contentDir = path.join(root, "content") + path.sep;
    /** @type {{ node: any, source: string, target: string }[]} */
    const valueImports = [];
    let islandRoute = false;

    /** @param {any} node */
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const source = node.source.value;
      const target = resolve(file, source, root);
      if (target === null) return;
      if (path.basename(target).replace(/\.[jt]sx?$/, "") === "island-page") islandRoute = true;
      if (typeOnly(node)) return;
      if (inIslandPages(target) && !inIslandPages(file)) context.report({ node, messageId: "staticPageModule", data: { source } });
      valueImports.push({ node, source, target });
    };

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      "Program:exit"() {
        if (!islandRoute) return;
        for (const { node, source, target } of valueImports) {
          if ((target + path.sep).startsWith(contentDir) || target.startsWith(contentDir)) {
            context.report({ node, messageId: "contentInIslandRoute", data: { source } });
          }
        }
      },
    };
  },
};
