import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import type { ConsentUiMarkup } from "#app/features/consent/consent-ui-markup.server.ts";
import { iconSprite } from "./vite-icon-sprite.ts";

const VIRTUAL = "virtual:consent-ui";
const CHUNK = "virtual:consent-ui-chunk";
const renderer = fileURLToPath(new URL("../app/features/consent/consent-ui-markup.server.ts", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The consent banner and preferences dialog (app/features/consent/consent-ui.tsx) as a chunk of
 * their own (decision 113): rendered by React at build time, by a Vite server of their own with
 * the icons by reference as the pages draw them (./vite-icon-sprite.ts), and written as an ES
 * module whose default export is the markup (`{ html, symbols }`), which the consent enhancer
 * imports only when a page needs the banner or the dialog.
 *
 * `import url from "virtual:consent-ui"` gives that chunk's URL, which the page hands to the
 * enhancer (`data-ui`): the enhancers are built by a Vite build of their own, without the app's
 * plugins (tools/runtime-bundle.ts, decision 114), so they cannot import it. Its name is its content's hash, computed the same in the server and the
 * client build (as the browser runtime's chunks are), so the URL the server writes is the file
 * the client build wrote. In development the dev server renders it itself, from the sources it
 * watches, and renders it again at the next request after an edit.
 */
export function consentUi(): Plugin {
  let serving = false;
  let dev: ViteDevServer | undefined;
  return {
    name: "consent-ui",
    configResolved(config) {
      serving = config.command === "serve";
    },
    configureServer(server) {
      dev = server;
      // The chunk's module is kept once loaded: an edit to the markup, its words or its icons
      // (any source: the renderer's imports are the app's) is seen at its next request.
      server.watcher.on("change", () => {
        const graph = server.environments.client.moduleGraph;
        const chunk = graph.getModuleById(`\0${CHUNK}`);
        if (chunk) graph.invalidateModule(chunk);
      });
    },
    resolveId: (id) => (id === VIRTUAL || id === CHUNK ? `\0${id}` : undefined),
    async load(id) {
      // In development by the dev server itself (its module graph follows the edits); in a build
      // by a server of its own (below), once.
      if (id === `\0${CHUNK}`) return dev ? renderedBy(dev) : chunkCode();
      if (id !== `\0${VIRTUAL}`) return;
      const url = serving ? `/@id/__x00__${CHUNK}` : `/${(await builtChunk()).fileName}`;
      return `export default ${JSON.stringify(url)};`;
    },
    async generateBundle() {
      if (serving || this.environment.name !== "client") return;
      const { fileName, code } = await builtChunk();
      this.emitFile({ type: "asset", fileName, source: code });
    },
  };
}

/** Rendered once per build process: the client and the server build name the same file. */
let built: Promise<{ fileName: string; code: string }> | undefined;
const builtChunk = () =>
  (built ??= chunkCode().then((code) => ({ fileName: `assets/consent-ui-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`, code })));

/**
 * The chunk's source: the markup, rendered now. In a Vite server of its own (not the build's
 * module graph, which cannot run modules): lucide bundled through the icon plugin, as the
 * server build does (vite.config.ts), React loaded as the server loads it.
 */
async function chunkCode(): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    plugins: [iconSprite()],
    ssr: { noExternal: ["lucide-react"] },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await renderedBy(server);
  } finally {
    await server.close();
  }
}

/** The chunk's source, rendered by a Vite server's SSR module loader. */
async function renderedBy(server: ViteDevServer): Promise<string> {
  const { renderConsentUi } = (await server.ssrLoadModule(renderer)) as { renderConsentUi: () => ConsentUiMarkup };
  return `export default ${JSON.stringify(renderConsentUi())};\n`;
}
