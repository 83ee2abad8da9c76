// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * One import style (docs/decisions/021): a file outside the importing file's folder is named by
 * its alias of package.json "imports" (#app/…, #content/…, #server/…, #tests/…, #bench/…,
 * #tools/…, #scripts/…) and its real extension; a file of the same folder (or below it) by
 * "./". No "~/" (the old tsconfig path), no "../" (climbing out of a folder).
 */
const IMPORT_STYLE = [
  { regex: "^~/", message: 'Old alias: import app/ files as "#app/…" with the file\'s extension (package.json "imports").' },
  { regex: "^\\.\\./", message: 'No "../": import from outside the folder through its alias ("#app/…", "#content/…", "#server/…"), with the file\'s extension.' },
  {
    regex: "^#[^?]*(?<!\\.(ts|tsx|js|mjs|json|css|svg|png|jpg|jpeg|webp|avif|woff2|html))(\\?.*)?$",
    message: 'An alias import names the file with its real extension ("#app/lib/price.ts").',
  },
];

/**
 * The layers of app/, lowest first: app/lib, app/config < app/ui (primitives) < app/features <
 * app/layout (the chrome) < app/routes; content/ (the owner's words) is below them all. A module
 * imports only from its own layer or below. `@typescript-eslint/no-restricted-imports` (type
 * imports count too: a type from above is still a dependency on it), so that it does not replace
 * the server-only rule below, which is the core `no-restricted-imports`. One config object sets
 * the rule for a file (a later one replaces an earlier one's options), so each carries the import
 * style patterns too.
 * @param {string} message @param {string[]} layers the layers above, as folders of app/
 * @param {{ name: string; message: string }[]} [paths]
 */
function importsFromAbove(message, layers, paths = []) {
  const patterns = [...IMPORT_STYLE, ...(layers.length ? [{ regex: `^#app/(${layers.join("|")})(/|$)`, message }] : [])];
  /** @type {import("eslint").Linter.RuleEntry} */
  const entry = ["error", paths.length ? { paths, patterns } : { patterns }];
  return entry;
}

/** The folders of app/ that are layers, with what each must not import. */
const APP_LAYERS = [
  { files: ["app/lib/**", "app/config/**"], above: ["ui", "features", "layout", "routes"], message: "app/lib and app/config are below every other layer of app/." },
  { files: ["app/ui/**"], above: ["features", "layout", "routes"], message: "app/ui holds primitives: it imports no feature, chrome or route." },
  { files: ["app/features/**"], above: ["layout", "routes"], message: "app/features imports no chrome (app/layout) and no route." },
];

/**
 * An island (app/islands/README.md) runs in the browser without React Router: public pages have
 * no router. Its links are plain <a>, its forms plain <form>.
 */
const NO_ROUTER = [{ name: "react-router", message: "An island has no router in the browser (app/islands/README.md): use <a>, <form> and window.location." }];
const ISLAND = "**/*.island.tsx";

export default defineConfig(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench/results/", "data/", "scratch/", ".cache/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  // The maintained fork of eslint-plugin-jsx-a11y (which has no ESLint 10 release): same rules,
  // under the "jsx-a11y-x/" prefix.
  { files: ["**/*.tsx"], ...jsxA11y.configs.recommended },
  { files: ["**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.server", "**/*.server.ts"], message: "Server-only modules must not be imported from files that reach the browser." }] },
      ],
    },
  },
  {
    // Route modules, server code and tests may import server-only modules (React Router strips
    // loaders and actions from the browser bundle).
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "server/**", "tests/**", "bench/**", "**/*.server.ts", "**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Every source file: the import style.
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "@typescript-eslint/no-restricted-imports": importsFromAbove("", []) },
  },
  {
    // content/ is a leaf: the owner edits it without knowing the app, and nothing of the app
    // comes along when a page imports its words.
    files: ["content/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [...IMPORT_STYLE, { regex: "^#(?!content/)", message: "content/ imports nothing from app/ (nor from server/, tests/ or tools/): only #content/… and ./…" }] },
      ],
    },
  },
  ...APP_LAYERS.map(({ files, above, message }) => ({ files, rules: { "@typescript-eslint/no-restricted-imports": importsFromAbove(message, above) } })),
  // Islands: their layer's rule, and no React Router.
  { files: [`app/${ISLAND}`], rules: { "@typescript-eslint/no-restricted-imports": importsFromAbove("", [], NO_ROUTER) } },
  ...APP_LAYERS.map(({ files, above, message }) => ({
    files: files.map((f) => f.replace(/\*\*$/, ISLAND)),
    rules: { "@typescript-eslint/no-restricted-imports": importsFromAbove(message, above, NO_ROUTER) },
  })),
  {
    // An enhancer (app/islands/README.md, 'Enhancers') is loaded on its own, before any island:
    // its chunk must not pull React in. (The server-only rule above is restated: this replaces it.)
    files: ["app/**/*.enhancer.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "react-dom/client", "react-router", "lucide-react", "sonner"].map((name) => ({ name, message: "An enhancer runs without React (app/islands/README.md, 'Enhancers')." })),
          patterns: [{ group: ["**/*.server", "**/*.server.ts"], message: "Server-only modules must not be imported from files that reach the browser." }],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly" } },
  },
);
