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
 * One validation library (docs/decisions/043): valibot. zod is still installed, as a dependency
 * of two dev tools (eslint-plugin-react-hooks, lighthouse), so an import of it would resolve.
 */
const ONE_VALIDATION_LIBRARY = [{ regex: "^zod(/|$)", message: "One validation library: valibot (docs/decisions/043), not zod." }];

/** @typedef {{ regex: string; message: string }} Pattern */
/** @param {string} regex @param {string} message @returns {Pattern} */
const pattern = (regex, message) => ({ regex, message });
/**
 * Imports of folders of app/, by their alias; for a root file of app/ (app/pages.ts), also by
 * "./" (from app/, "./features/…" is a folder of app/).
 * @param {string[]} folders folders of app/ @param {string} message @param {boolean} [atRoot]
 */
const notFrom = (folders, message, atRoot = false) => pattern(`^${atRoot ? "(#app|\\.)" : "#app"}/(${folders.join("|")})(/|$)`, message);

/**
 * The rule's entry for a group of files: the import style and the group's own patterns.
 * `@typescript-eslint/no-restricted-imports` (type imports count too: a type from above is still
 * a dependency on it), so that it does not replace the server-only rule below, which is the core
 * `no-restricted-imports`. One config object sets the rule for a file (a later one replaces an
 * earlier one's options), so each entry carries everything that applies to its files.
 * @param {Pattern[]} patterns @param {{ name: string; message: string }[]} [paths]
 */
function restrictImports(patterns, paths = []) {
  const all = [...IMPORT_STYLE, ...ONE_VALIDATION_LIBRARY, ...patterns];
  /** @type {import("eslint").Linter.RuleEntry} */
  const entry = ["error", paths.length ? { paths, patterns: all } : { patterns: all }];
  return entry;
}

/**
 * server/ is the top: it imports app/ and content/; app/ never imports server/ (nor the tools and
 * tests around it). Tests may use the helpers of tests/.
 */
const APP_BELOW_SERVER = pattern("^#(server|tests|tools|bench|scripts)/", "app/ imports nothing from server/ (server/ imports app/, never the reverse), tests/, tools/, bench/ or scripts/.");
const APP_TEST_BELOW_SERVER = pattern("^#(server|tools|bench|scripts)/", "app/'s tests import nothing from server/, tools/, bench/ or scripts/ (helpers from tests/ are fine).");
const SERVER_BELOW_TOOLS = pattern("^#(tests|tools|bench)/", "server/ imports app/ and content/, never tests/, tools/ or bench/ (they import it).");

/**
 * The layers of app/, lowest first: app/lib, app/config < app/infra (the outbox, the limiter, the
 * submissions repository: what several features store and send through) < app/ui (primitives) <
 * app/browser (the browser runtime), app/islands < app/features < app/layout (the chrome) <
 * app/routes and the root files that wire app/ (root.tsx, routes.ts, the entry files,
 * services.server.ts); content/ (the owner's words) is below them all, server/ above them all. A module imports only from its
 * own layer or below. The enhancers are feature code, beside their features (`*.enhancer.ts`);
 * their registry (app/browser/enhancers.ts) is part of the browser runtime.
 */
const FEATURES_BELOW_CHROME = notFrom(["layout", "routes"], "app/features imports no chrome (app/layout) and no route.");
/**
 * The root files of app/ that wire it together (the document, the router's table, the entry
 * files, the server's services) are its top, with app/routes.
 * @param {boolean} [atRoot] for a root file of app/, also by "./"
 */
const appTop = (atRoot = false) =>
  pattern(
    `^${atRoot ? "(#app|\\.)" : "#app"}/(root|routes|entry\\.server|entry\\.client|services\\.server)(\\.tsx?)?$`,
    "app/root.tsx, app/routes.ts, the entry files and app/services.server.ts are the top of app/, with app/routes: only they, the routes and server/ import them.",
  );
const APP_TOP = appTop();
const LOWEST_NOT_FROM = ["infra", "ui", "browser", "islands", "features", "layout", "routes"];
const LOWEST_MESSAGE = "app/lib and app/config are below every other layer of app/ (the route table, app/pages.ts, sits with them).";
const APP_LAYERS = [
  { files: ["app/lib/**", "app/config/**"], patterns: [notFrom(LOWEST_NOT_FROM, LOWEST_MESSAGE), APP_TOP] },
  // The root files that are data, not wiring, sit with app/config: the route table (app/pages.ts:
  // paths, titles, prerender flags; the router, the sitemap, meta and the tests read it) and the
  // prerendered paths. They import only app/config and content/.
  { files: ["app/pages.ts", "app/prerendered-paths.ts"], patterns: [notFrom(LOWEST_NOT_FROM, LOWEST_MESSAGE, true), appTop(true)] },
  {
    files: ["app/infra/**"],
    patterns: [notFrom(["ui", "browser", "islands", "features", "layout", "routes"], "app/infra serves the features: it imports no feature, primitive, browser runtime, chrome or route."), APP_TOP],
  },
  {
    files: ["app/ui/**"],
    patterns: [notFrom(["browser", "islands", "features", "layout", "routes"], "app/ui holds primitives: it imports no browser runtime, enhancer, island, feature, chrome or route."), APP_TOP],
  },
  {
    // The browser runtime: one inline script on every page, no React, no server. The enhancer
    // registry (which enhancer loads when) is part of it.
    files: ["app/browser/**"],
    patterns: [
      notFrom(["islands", "features", "layout", "routes"], "app/browser, the browser runtime, imports no enhancer, island, feature, chrome or route (they import it)."),
      pattern("\\.server(\\.tsx?)?$|^#app/db/|^node:", "app/browser, the browser runtime, imports no server code."),
      APP_TOP,
    ],
  },
  {
    // defineIsland and the browser's wake (app/islands/README.md), beside the browser runtime:
    // the features' islands import them.
    files: ["app/islands/**"],
    patterns: [notFrom(["features", "layout", "routes"], "app/islands (defineIsland, the wake) imports no feature, chrome or route (they import it)."), APP_TOP],
  },
  { files: ["app/features/**"], patterns: [FEATURES_BELOW_CHROME, APP_TOP] },
  { files: ["app/layout/**"], patterns: [notFrom(["routes"], "app/layout, the chrome, imports no route."), APP_TOP] },
];

/**
 * The lead forms' server side still takes the process-wide services itself (`services()`, or
 * their type) instead of being handed a narrower set by its route (issue 49, 6b): the contact-type
 * action, and the one handler every form's send reaches (decision 042) with the route middleware
 * that calls it. Handing them `Pick`s of the services is the next step. Nothing else of
 * app/features imports app/services.server.ts.
 */
/** A relative specifier (`./x`, `../x`) without a file extension, but not React Router's `./+types/…`. */
const RELATIVE_WITHOUT_EXTENSION = String.raw`/^\.{1,2}\/(?!\+types\/)(?!.*\.(ts|tsx|mts|js|mjs|cjs|json|css|woff2|svg|md|jpe?g|png|webp|avif|txt|html)(\?.*)?$)/`;

const FEATURES_TAKING_SERVICES = ["app/features/leads/contact-action.server.ts", "app/features/leads/lead-handler.server.ts", "app/features/leads/lead-route.server.ts"];

/** Admin shows analytics' numbers (it imports analytics); analytics imports nothing of admin. */
const ANALYTICS_BELOW_ADMIN = pattern("^#app/features/admin/", "app/features/analytics imports nothing from app/features/admin (admin imports analytics, never the reverse; shared pieces live in app/lib or app/ui).");

/**
 * An island (app/islands/README.md) runs in the browser without React Router: public pages have
 * no router. Its links are plain <a>, its forms plain <form>.
 */
/** The longest a source file in app/ or server/ may be (issue 49, item 6; tests and generated files aside). */
const MAX_SOURCE_LINES = 350;
const NO_ROUTER = [{ name: "react-router", message: "An island has no router in the browser (app/islands/README.md): use <a>, <form> and window.location." }];
const ISLAND = "**/*.island.tsx";

export default defineConfig(
  { ignores: ["build/", "build.next/", "build.old/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench/results/", "data/", "scratch/", ".cache/"] },
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
    // Route modules, server code, build tools and tests may import server-only modules (React
    // Router strips loaders and actions from the browser bundle; app/ never imports tools/).
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "server/**", "tools/**", "tests/**", "bench/**", "**/*.server.ts", "**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  // Every source file: the import style.
  { files: ["**/*.{ts,tsx,js,mjs}"], rules: { "@typescript-eslint/no-restricted-imports": restrictImports([]) } },
  { files: ["app/**"], rules: { "@typescript-eslint/no-restricted-imports": restrictImports([APP_BELOW_SERVER]) } },
  ...APP_LAYERS.map(({ files, patterns }) => ({
    files,
    rules: { "@typescript-eslint/no-restricted-imports": restrictImports([APP_BELOW_SERVER, ...patterns]) },
  })),
  { files: ["app/features/analytics/**"], rules: { "@typescript-eslint/no-restricted-imports": restrictImports([APP_BELOW_SERVER, FEATURES_BELOW_CHROME, APP_TOP, ANALYTICS_BELOW_ADMIN]) } },
  { files: FEATURES_TAKING_SERVICES, rules: { "@typescript-eslint/no-restricted-imports": restrictImports([APP_BELOW_SERVER, FEATURES_BELOW_CHROME]) } },
  // Islands: their layer's rule, and no React Router.
  { files: [`app/${ISLAND}`], rules: { "@typescript-eslint/no-restricted-imports": restrictImports([APP_BELOW_SERVER], NO_ROUTER) } },
  ...APP_LAYERS.map(({ files, patterns }) => ({
    files: files.map((f) => f.replace(/\*\*$/, ISLAND)),
    rules: { "@typescript-eslint/no-restricted-imports": restrictImports([APP_BELOW_SERVER, ...patterns], NO_ROUTER) },
  })),
  // Tests are not a layer: a test imports what it tests, and helpers from tests/.
  { files: ["app/**/*.test.{ts,tsx}"], rules: { "@typescript-eslint/no-restricted-imports": restrictImports([APP_TEST_BELOW_SERVER]) } },
  {
    // content/ is a leaf: the owner edits it without knowing the app, and nothing of the app
    // comes along when a page imports its words.
    files: ["content/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictImports([
        pattern("^#(?!content/)", "content/ imports nothing from app/ (nor from server/, tests/ or tools/): only #content/… and ./…"),
      ]),
    },
  },
  { files: ["server/**"], rules: { "@typescript-eslint/no-restricted-imports": restrictImports([SERVER_BELOW_TOOLS]) } },
  { files: ["server/**/*.test.ts"], rules: { "@typescript-eslint/no-restricted-imports": restrictImports([]) } },
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
    // Files a newcomer can hold (issue 49, item 6): a source file of the site over 350 lines is
    // split by what it does. Tests and generated files aside.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: MAX_SOURCE_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    // One import style (decision 021: "extension included"): a relative import names its file's
    // extension, as the `#app/…` ones do and as Node's own ES modules must. React Router's
    // generated `./+types/…` are the one exception (its convention; they are not files here).
    files: ["**/*.{ts,tsx,mts}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
          selector: `${node}[source.value=${RELATIVE_WITHOUT_EXTENSION}]`,
          message: "A relative import names its file with its extension (./name.ts, ./name.tsx): decision 021.",
        })),
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly" } },
  },
);
