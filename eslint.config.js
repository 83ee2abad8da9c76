// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench/results/", "data/", "scratch/"] },
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
    files: ["app/routes/**", "app/entry.server.tsx", "server/**", "tests/**", "bench/**", "**/*.server.ts", "**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly" } },
  },
);
