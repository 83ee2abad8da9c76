// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers of the code base, lowest first: content/ (the owner's words) < app/lib, app/config
 * < app/ui (primitives) < app/features < app/layout (the chrome) < app/routes. A module imports
 * only from its own layer or below. `@typescript-eslint/no-restricted-imports` (type imports
 * count too: a type from above is still a dependency on it), so that it does not replace the
 * server-only rule below, which is the core `no-restricted-imports`.
 * @param {string} message @param {string[]} layers the layers above, as folders of app/
 */
function importsFromAbove(message, layers) {
  /** @type {import("eslint").Linter.RuleEntry} */
  const entry = ["error", { patterns: [{ regex: `^(~/|(\\.\\./)+)(${layers.join("|")})(/|$)`, message }] }];
  return entry;
}

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
    // content/ is a leaf: the owner edits it without knowing the app, and nothing of the app
    // comes along when a page imports its words.
    files: ["content/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|#content/|(\\.\\./)+app(/|$))", message: "content/ imports nothing from app/ (and reaches its own files relatively)." }] },
      ],
    },
  },
  {
    files: ["app/lib/**", "app/config/**"],
    rules: { "@typescript-eslint/no-restricted-imports": importsFromAbove("app/lib and app/config are below every other layer of app/.", ["ui", "features", "layout", "routes"]) },
  },
  {
    files: ["app/ui/**"],
    rules: { "@typescript-eslint/no-restricted-imports": importsFromAbove("app/ui holds primitives: it imports no feature, chrome or route.", ["features", "layout", "routes"]) },
  },
  {
    files: ["app/features/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": importsFromAbove("app/features imports no chrome (app/layout) and no route.", ["layout", "routes"]),
    },
  },
  {
    // An island (app/islands/README.md) runs in the browser without React Router: public pages
    // have no router. Its links are plain <a>, its forms plain <form>.
    files: ["app/**/*.island.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "react-router", message: "An island has no router in the browser (app/islands/README.md): use <a>, <form> and window.location." }] },
      ],
    },
  },
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
