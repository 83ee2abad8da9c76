import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { imagetools } from "vite-imagetools";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { browserRuntime } from "./tools/vite-browser-runtime.ts";
import { insightsContent } from "./tools/vite-insights.ts";
import { precompress } from "./tools/vite-precompress.ts";
import { iconSprite } from "./tools/vite-icon-sprite.ts";
import { consentUi } from "./tools/vite-consent-ui.ts";

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie-es|@remix-run\/route-pattern)\//;
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/[^/]+)$/;

/**
 * Two shared chunks instead of ~20 of a few hundred bytes each (every request has a fixed cost:
 * headers, and a main-thread task to start it): "framework" (React, React DOM, React Router),
 * which every page loads, and "app": every module the root route needs statically (site chrome,
 * forms, config), which every page loads too, and the small helpers most routes share (page
 * metadata). Route modules, and what only some routes or lazy pieces need, stay in chunks of
 * their own. docs/decisions/060-two-shared-chunks.md.
 */
const SHARED_BY_ROUTES = 8;
type GetModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

function staticImportGraph(from: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    for (const imported of getModuleInfo(stack.pop()!)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      stack.push(imported);
    }
  }
  return seen;
}

/**
 * The pages a visitor loads: a route's client module (React Router's `?__react-router-build-client-route`
 * proxy; the same file also appears plain and as `?route-chunk=` pieces, which must not count again)
 * that renders something (a default export: resource routes such as the feeds have none) outside
 * the admin area (one visitor, the owner: its shared pieces stay out of every public page).
 */
const isPublicPage = (id: string, getModuleInfo: GetModuleInfo) =>
  id.endsWith("?__react-router-build-client-route") &&
  !/\/routes\/admin[.-]/.test(id) &&
  Boolean(getModuleInfo(id)?.exports.includes("default"));

/** The root route's static import graph, plus what at least SHARED_BY_ROUTES public pages import. */
function appModuleSet(moduleIds: Iterable<string>, getModuleInfo: GetModuleInfo): Set<string> {
  const ids = [...moduleIds];
  const root = ids.find((m) => m.endsWith("/app/root.tsx"));
  const appModules = root ? staticImportGraph(root, getModuleInfo) : new Set<string>();
  const uses = new Map<string, number>();
  for (const page of ids.filter((m) => isPublicPage(m, getModuleInfo)))
    for (const m of staticImportGraph(page, getModuleInfo)) uses.set(m, (uses.get(m) ?? 0) + 1);
  for (const [m, count] of uses) if (count >= SHARED_BY_ROUTES) appModules.add(m);
  return appModules;
}

/** This build's "app" modules: set when the module graph is complete, before chunking. */
let appModules = new Set<string>();
const inApp = (id: string) => appModules.has(id) && !ROUTE_MODULE.test(id) && !FRAMEWORK.test(id);

/**
 * The chunk groups above, for the browser build only (the server build is one file). Rolldown's
 * chunking context cannot list all modules, so the groups are computed in `buildEnd`. The
 * framework group is captured first: a group also takes in what its modules import, so "app"
 * would otherwise swallow React, and "framework" would then import "app".
 */
const clientChunking: Plugin = {
  name: "client-chunk-groups",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  configEnvironment: (name) =>
    name === "client"
      ? {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: "framework", test: FRAMEWORK, priority: 2 },
                    { name: "app", test: inApp, priority: 1 },
                  ],
                },
              },
            },
          },
        }
      : undefined,
  buildStart() {
    appModules = new Set();
  },
  buildEnd(error) {
    if (!error) appModules = appModuleSet(this.getModuleIds(), (id) => this.getModuleInfo(id));
  },
};

export default defineConfig({
  plugins: [
    tailwindcss(),
    imagetools({
      // Without an explicit query an image is passed through untouched; the <Picture> helper
      // always asks for AVIF + WebP at several widths.
      removeMetadata: true,
    }),
    iconSprite(),
    reactRouter(),
    clientChunking,
    browserRuntime(),
    consentUi(),
    insightsContent(),
    precompress(),
  ],
  build: { assetsInlineLimit: 0 },
  environments: {
    // Our Express server is bundled into the server build, so the server and the app share
    // one logger and one config module.
    ssr: {
      build: { rolldownOptions: { input: "./server/app.ts" } },
      // Bundled into the server build rather than loaded from node_modules at start (issue 23):
      // plain JavaScript that the start would otherwise read as hundreds of files (kysely's 257
      // modules, zod's 95) or whole (lucide-react's every icon, one 700 kB CommonJS file); bundled,
      // only what the server uses is in it. Their output is the same. React, React DOM and React
      // Router stay outside (one copy of React), and so do native and worker-thread packages.
      resolve: { noExternal: ["kysely", "zod", "lucide-react", "@fortawesome/free-brands-svg-icons", "valibot"] },
    },
  },
});
