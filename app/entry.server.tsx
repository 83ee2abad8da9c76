import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { logger } from "#app/lib/logger.server.ts";
import { BrowserRuntimeProvider, NonceProvider } from "#app/lib/nonce.tsx";
import { cspNonceContext, noindexHostContext } from "#app/lib/request-context.server.ts";
import { robotsMetaForHost } from "#app/lib/robots-meta.server.ts";
import { withIconSprite } from "#app/ui/icons/sprite.server.ts";
import { isAdminPath } from "#app/config/paths.ts";
import { IslandRendererProvider, type RenderIsland } from "#app/islands/define.tsx";
import browserRuntime from "virtual:browser-runtime";

export const streamTimeout = 5_000;

/**
 * What React Router reports: a 4xx (a method a page does not take, a missing page) is the
 * client's mistake and the answer says so; only our own failures go to the error log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "request failed");
};

/** An island's HTML, rendered in its own React root as the browser will hydrate it (app/islands/define.tsx). */
const renderIsland: RenderIsland = (node: ReactNode, identifierPrefix: string) => renderToString(node, { identifierPrefix });

/** The runtime as it goes inside <script>: a script's own `</script>` would end it early (the minifier never writes one, but be sure). */
const inlineRuntime = browserRuntime.replaceAll("</script", "<\\/script");

/**
 * Renders the whole page. Public pages are never hydrated (docs/decisions/020): their islands
 * are rendered apart (IslandRendererProvider) and hydrated one by one in the browser; the admin
 * area is a hydrated React Router app. Pages are small and nothing suspends on data, so the
 * complete HTML is sent at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A HEAD is told what the GET would be (link checkers and crawlers decide by it).
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendered pages are rendered with a placeholder, removed there in favour of script
  // hashes (server/prerendered-pages.ts); other pages carry this response's nonce.
  const nonce = loadContext.get(cspNonceContext);
  const admin = isAdminPath(new URL(request.url).pathname);
  const noindexHost = loadContext.get(noindexHostContext);

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <BrowserRuntimeProvider value={inlineRuntime}>
          <IslandRendererProvider value={admin ? null : renderIsland}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandRendererProvider>
        </BrowserRuntimeProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(timeoutId);
            // As bytes: a large page of two-byte text never becomes one string (an old-generation
            // object per copy). Buffer.concat's result is backed by a plain ArrayBuffer, as a body must be.
            const html = robotsMetaForHost(withIconSprite(Buffer.concat(chunks)), noindexHost) as Uint8Array<ArrayBuffer>;
            resolve(new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          logger.error({ err: error }, "render error");
        },
      },
    );
  });
}
