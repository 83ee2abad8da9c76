import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "~/lib/logger.server";
import { NonceProvider } from "~/lib/nonce";
import { cspNonceContext } from "~/lib/request-context.server";
import bootRuntime from "virtual:boot-runtime";
import { deferBootBytes } from "../server/html/deferred-boot";

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

/**
 * Renders the whole page, then makes the app's JavaScript wait for the visitor's first input
 * (server/html/deferred-boot.ts). Pages are small and nothing suspends on data, so waiting for
 * the complete HTML costs nothing a visitor sees, and lets the HTML be rewritten as a whole.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Boot-rendered pages are rendered with a placeholder, removed there in favour of script
  // hashes (server/boot-pages.ts); other pages carry this response's nonce.
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // As bytes: the page never becomes one string (deferBootBytes says why).
            // (Buffer.concat's result is backed by a plain ArrayBuffer, as a body must be.)
            const html = deferBootBytes(Buffer.concat(chunks), bootRuntime) as Uint8Array<ArrayBuffer>;
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
