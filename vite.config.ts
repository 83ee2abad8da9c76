import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vite";
import type { ManualChunkMeta } from "rollup";
import { fileURLToPath } from "node:url";

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/[^/]+)$/;

/**
 * Two shared chunks instead of ~20 of a few hundred bytes each (every request has a fixed cost:
 * headers, and a main-thread task to start it): "framework" (React, React DOM, React Router),
 * which every page loads, and "app": every module the root route needs statically (site chrome,
 * forms, config), which every page loads too, and the small helpers most routes share (page
 * metadata). Route modules, and what only some routes or lazy pieces need, stay in chunks of
 * their own. docs/decisions/007.
 */
const SHARED_BY_ROUTES = 8;
/** Computed once per build (a build's getModuleInfo identifies it; a watch rebuild gets a new one). */
const appModulesByBuild = new WeakMap<object, Set<string>>();

function staticGraph(from: string, getModuleInfo: ManualChunkMeta["getModuleInfo"]): Set<string> {
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

function clientChunks(id: string, { getModuleIds, getModuleInfo }: ManualChunkMeta): string | undefined {
  // The CommonJS interop helpers go with React, their main user: in "app" they would make the
  // two chunks import each other, and React undefined when "app" runs first.
  if (FRAMEWORK.test(id) || id.includes("commonjsHelpers")) return "framework";
  let appModules = appModulesByBuild.get(getModuleInfo);
  if (!appModules) {
    const routes = [...getModuleIds()].filter((m) => ROUTE_MODULE.test(m));
    const root = routes.find((m) => m.endsWith("/app/root.tsx"));
    appModules = root ? staticGraph(root, getModuleInfo) : new Set<string>();
    const uses = new Map<string, number>();
    for (const route of routes) for (const m of staticGraph(route, getModuleInfo)) uses.set(m, (uses.get(m) ?? 0) + 1);
    for (const [m, count] of uses) if (count >= SHARED_BY_ROUTES) appModules.add(m);
    appModulesByBuild.set(getModuleInfo, appModules);
  }
  if (appModules.has(id) && !ROUTE_MODULE.test(id)) return "app";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    imagetools({
      // Without an explicit query an image is passed through untouched; the <Picture> helper
      // always asks for AVIF + WebP at several widths.
      removeMetadata: true,
    }),
    reactRouter(),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  build: {
    // Our Express server is bundled into the server build, so the server and the app share
    // one logger and one config module.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { manualChunks: clientChunks } },
    assetsInlineLimit: 0,
  },
}));
