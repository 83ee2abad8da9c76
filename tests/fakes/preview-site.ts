import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the site a case study shows in its live preview: a small page that, like
 * most sites, may be framed by anyone (no X-Frame-Options, no frame-ancestors). `refuse` makes
 * it answer as a site that refuses to be framed.
 */
export async function startPreviewSite({ refuse = false } = {}) {
  const server: Server = createServer((req, res) => {
    const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
    if (refuse) headers["x-frame-options"] = "DENY";
    // A script shows that the sandbox lets the page's scripts run, and in which origin.
    res
      .writeHead(200, headers)
      .end(
        '<!doctype html><html lang="en"><title>Preview site</title><h1>The previewed site</h1><p data-testid="preview-script"></p>' +
          "<script>document.querySelector('[data-testid=preview-script]').textContent = 'scripts run in ' + self.origin</script></html>",
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
