import { existsSync } from "node:fs";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { config, type Config } from "#app/config/env.server.ts";
import { outboundChannels, renamedVariables, unknownSiteVariables } from "#app/config/env-report.server.ts";
import { isAdminPath } from "#app/config/paths.ts";
import { describeTrustProxy, expressTrustProxy } from "#app/config/trust-proxy.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { prerenderedPagesByHost, servePrerenderedPages, type PrerenderedPagesByHost } from "./prerendered-pages.ts";
import { prerenderedPaths } from "#app/prerendered-paths.ts";
import { prerenderAtStart } from "#app/pages.ts";
import { baselineHeaders, pageSecurityPolicy } from "./security-headers.ts";
import { mountJsonApis } from "./api/mount.ts";
import { closeGracefully, createHttpServer, isLoopback } from "./http-server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { openDatabase } from "#app/db/connection.server.ts";
import { migrateToLatest } from "#app/db/migrations.server.ts";
import { requestContext } from "#app/lib/request-context.server.ts";
import { setSiteUrl } from "#app/lib/site-url.ts";
import { privateDirProblem } from "#app/lib/private-files.server.ts";
import { pageRequestGuards, reactRouterHandler } from "./react-router-handler.ts";
import { canonicalPath, needsCanonicalRedirect } from "./canonical-path.ts";
import { sameOriginPosts } from "./origin-check.ts";
import { seoHosts } from "./seo-hosts.ts";
import { healthRoutes } from "./health.ts";
import { describeDatabaseUrl, isPostgresUrl, sqliteFile } from "#app/db/connection.server.ts";
import { holdRunningLock } from "#app/lib/running-lock.server.ts";
import { name as appName, version as appVersion } from "#package.json";

import * as serverBuild from "virtual:react-router/server-build";
import { requestLogging } from "./request-log.ts";
import { openAdminOnDayOne } from "#app/features/admin/day-one.server.ts";
import { itemLine, openItems } from "#app/features/launch/checklist.server.ts";
import { currentChecklist } from "#app/features/launch/current.server.ts";
import { noteUntrustedProxy } from "#app/features/launch/readings.server.ts";

export { isAdminPath };
// The operations scripts (scripts/backup.js, restore.js, db-copy.js) run these from the build.
export { runOpsCommand } from "#app/ops/cli.server.ts";

export interface AppOptions {
  /** Where the built client lives; null in development (Vite serves it). */
  clientDir: string | null;
  getBuild: () => Promise<ServerBuild>;
  /** Vite's dev middleware, in development only. */
  devMiddleware?: RequestHandler;
  mode: "development" | "production";
  cfg: Config;
  /** Pages rendered once and kept in memory (production only), one copy for the site's own host and one for the others. */
  prerenderedPages?: PrerenderedPagesByHost;
  services: Services;
  /** True once the server is shutting down: /readyz answers 503. */
  isStopping?: () => boolean;
}

export function createApp(opts: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", expressTrustProxy(opts.cfg.trustProxy));
  app.set("etag", "weak");

  // One line per request; a 404's is info, without headers (server/request-log.ts).
  app.use(...requestLogging());
  app.use(...baselineHeaders());
  // The launch checklist's reading of a proxy the server does not trust (app/features/launch).
  app.use(noteUntrustedProxy(opts.cfg.dataDir, opts.cfg.trustProxy !== false));

  // Health and readiness (server/health.ts): before everything that a page or an API needs.
  app.use(healthRoutes({ database: opts.services.database, stuckAfterMs: opts.cfg.outboxStuckAfterMs, isStopping: opts.isStopping ?? (() => false) }));

  // One canonical URL per page: drop a trailing slash and extra leading slashes (search engines
  // see one address). The Location always stays on this site (canonicalPath). In development not
  // the files Vite serves (/@id/…, /node_modules/.vite/deps/react-D57lpOvP.js, /app/…): their
  // letter case is theirs, and lower-cased they were not found.
  const servedByVite = (path: string) => opts.devMiddleware !== undefined && /^\/(@|node_modules\/|app\/)/.test(path);
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && needsCanonicalRedirect(req.path) && !servedByVite(req.path)) {
      const query = req.url.slice(req.path.length);
      return res.redirect(301, canonicalPath(req.path) + query);
    }
    next();
  });

  // Any host but the site's own (SITE_URL), and preview, staging and local hosts: noindex on every
  // response (header and page alike), and their own robots.txt.
  app.use(seoHosts({ siteHost: new URL(opts.cfg.siteUrl).hostname, indexHosts: opts.cfg.indexHosts, noindexHosts: opts.cfg.noindexHosts }));

  // Prerendered pages first: they are constant, precompressed bytes with their own policy, so
  // the busiest requests skip the nonce and the compression wrapper (about a third of their CPU).
  // The copy for the host: its robots meta says what its header says (seoHosts).
  if (opts.prerenderedPages) {
    const indexed = servePrerenderedPages(opts.prerenderedPages.indexed);
    const noindex = servePrerenderedPages(opts.prerenderedPages.noindex);
    app.use((req, res, next) => (res.locals.noindexHost === true ? noindex : indexed)(req, res, next));
  }

  app.use(compression());

  // The admin area's pages, data requests and downloads hold personal data: no cache (browser,
  // proxy or CDN) may keep a copy.
  app.use((req, res, next) => {
    if (isAdminPath(req.path)) res.setHeader("Cache-Control", "no-store");
    next();
  });

  if (opts.devMiddleware) app.use(opts.devMiddleware);

  // The JSON APIs, cross-site posts refused (except Stripe's webhook): server/api/mount.ts.
  mountJsonApis(app, opts.services, opts.cfg.trustProxy);

  if (opts.clientDir) {
    const clientDir = opts.clientDir;
    // No directory redirects ('/assets' → '/assets/'): the trailing-slash rule sends '/assets/'
    // back to '/assets', and the two made a loop. A folder is not a page: it falls through to 404.
    // The build's scripts and stylesheets are sent as the build compressed them (tools/vite-precompress.ts:
    // Brotli 11 or gzip 9, as the request accepts), never compressed again per request.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: true },
      }),
    );
    app.use(
      express.static(clientDir, {
        index: false,
        redirect: false,
        setHeaders: (res, file) => {
          if (path.basename(file) === "favicon.ico") {
            // Asked for by feed readers, crawlers and browsers without reading the page, at an
            // address with no version in it: kept 30 days (a changed mark reaches all within a
            // month). image/x-icon is the type every client knows (mime-db may pick
            // image/vnd.microsoft.icon).
            res.setHeader("Content-Type", "image/x-icon");
            res.setHeader("Cache-Control", "public, max-age=2592000");
          } else res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
        },
      }),
    );
    // A build file or social card that is not there is a short plain 404 (an old page asking
    // for last release's chunk, a crawler's guess), not the 62 KB page for people.
    app.use(["/assets", "/og"], (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      res.status(404).type("text/plain; charset=utf-8").setHeader("Cache-Control", "no-cache");
      res.send("Not found.\n");
    });
  }

  app.use(
    // Only what the router renders needs a fresh nonce and its policy: not the static files or
    // the JSON APIs above (a random nonce and a policy string per asset request, for nothing).
    pageSecurityPolicy(),
    sameOriginPosts(opts.cfg.trustProxy),
    ...pageRequestGuards(),
    reactRouterHandler({
      build: opts.getBuild,
      mode: opts.mode,
      getLoadContext: (req, res) => requestContext({ cspNonce: String(res.locals.cspNonce), clientIp: req.ip, noindexHost: res.locals.noindexHost === true }),
    }),
  );
  return app;
}

/** `npm run db:migrate`: open the configured database (which migrates it) and close it. */
export async function migrate(): Promise<string[]> {
  const database = await openDatabase(config().databaseUrl, { migrate: false, applicationName: `${appName} migrate` });
  try {
    return await migrateToLatest(database.db as never);
  } finally {
    await database.close();
  }
}

export interface StartOptions {
  getBuild?: () => Promise<ServerBuild>;
  devMiddleware?: RequestHandler;
  /** Vite's hot-reload socket, in development only: the server's upgrade requests go to it. */
  devUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  clientDir?: string | null;
}

/** Boots the HTTP server: reads the config (a bad value stops here), listens, and shuts down cleanly. */
export async function start(opts: StartOptions = {}): Promise<Server> {
  const cfg = config();
  // Before anything renders or builds an absolute URL (app/lib/site-url.ts).
  setSiteUrl(cfg.siteUrl);
  const dev = Boolean(opts.devMiddleware);
  const clientDir = opts.clientDir === undefined ? path.resolve("build/client") : opts.clientDir;
  if (clientDir && !existsSync(clientDir)) throw new Error(`No client build at ${clientDir}: run npm run build first.`);
  const getBuild =
    opts.getBuild ?? (async () => serverBuild as unknown as ServerBuild);
  // Says "the site runs on this DATA_DIR" until the process ends (a restore refuses meanwhile);
  // and in its SQLite database's folder too when DATABASE_URL puts it elsewhere, where a restore
  // or a copy that names that file looks (app/ops/site-stopped.server.ts).
  holdRunningLock(cfg.dataDir);
  if (!isPostgresUrl(cfg.databaseUrl)) holdRunningLock(path.dirname(path.resolve(sqliteFile(cfg.databaseUrl))));
  const services = await createServices(cfg);
  // Rendered as they are first asked for (server/prerendered-pages.ts): the server starts at once, however many insights there are.
  const prerenderedPages = dev ? undefined : prerenderedPagesByHost(await getBuild(), prerenderedPaths);
  let stopping = false;
  const app = createApp({ clientDir, getBuild, devMiddleware: opts.devMiddleware, mode: dev ? "development" : "production", cfg, prerenderedPages, services, isStopping: () => stopping });

  // Timeouts and connection caps (SERVER_CONNECTION_LIMITS). Not capped per address: this
  // machine (a local proxy, the bench) and the proxies TRUST_PROXY trusts (Express's own reading
  // of TRUST_PROXY says which peers are); they carry many visitors.
  const trusts = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const server = createHttpServer(app, { uncapped: (address) => isLoopback(address) || trusts(address, 0) });
  if (opts.devUpgrade) server.on("upgrade", opts.devUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(cfg.port, cfg.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // The static pages are rendered for the cache right away, in the background; insights on their first request.
  // Both copies: a first visit by the site's address or by a local one (npm start, the tests) is served from memory alike.
  prerenderedPages?.indexed.renderInBackground(prerenderAtStart);
  prerenderedPages?.noindex.renderInBackground(prerenderAtStart);
  // One line that says what runs where: name, version, address, database (its kind and place, never a password).
  const url = `http://${cfg.host === "0.0.0.0" ? "localhost" : cfg.host}:${cfg.port}`;
  const database = describeDatabaseUrl(cfg.databaseUrl);
  logger.info(
    { version: appVersion, url, port: cfg.port, host: cfg.host, dataDir: cfg.dataDir, database: services.database.dialect, pid: process.pid },
    `${appName} ${appVersion} serving ${url} (listening on ${cfg.host}:${cfg.port}) on ${database}`,
  );
  // How to reach /admin, from the first start on (issue 47): a password made now is shown on the
  // terminal only, never written to the log (app/features/admin/day-one.server.ts).
  const dayOne = openAdminOnDayOne({ adminPassword: cfg.adminPassword, dataDir: cfg.dataDir, adminUrl: `${url}/admin`, tty: process.stdout.isTTY === true });
  if (dayOne.terminal) process.stdout.write(dayOne.terminal);
  logger[dayOne.log.level](dayOne.log.msg);
  const openDataDir = privateDirProblem(cfg.dataDir);
  if (openDataDir) logger.warn({ dataDir: cfg.dataDir }, openDataDir);
  const assumedHops = cfg.trustProxy !== false && "fromTrue" in cfg.trustProxy && cfg.trustProxy.fromTrue;
  logger[assumedHops ? "warn" : "info"]({ trustProxy: cfg.trustProxy }, describeTrustProxy(cfg.trustProxy));
  if (cfg.stripeMissing.length) logger.warn({ missing: cfg.stripeMissing }, `payments are off until ${cfg.stripeMissing.join(", ")} ${cfg.stripeMissing.length === 1 ? "is" : "are"} set: the checkout panel says so (docs/owner-guide.md: Payments and scheduling)`);
  // A misspelled setting is otherwise dropped without a word (the schema keeps only the names it knows).
  for (const v of unknownSiteVariables(process.env)) logger.warn({ variable: v.name, suggestion: v.suggestion }, v.message);
  for (const v of renamedVariables(process.env)) logger.warn({ variable: v.name, renamedTo: v.now }, v.message);
  // Names only: a webhook URL or SMTP_URL can hold a token or a password.
  const outbound = outboundChannels(cfg);
  logger.info({ deliveries: outbound.deliveries, services: outbound.services }, outbound.message);
  // The launch checklist (issue 47): one line per item still at its sample value or missing, with
  // what it affects and the one place to change it; the same list as /admin/launch and check:launch.
  for (const item of openItems(currentChecklist(cfg, services.secretSharing))) logger[item.status === "fail" ? "warn" : "info"]({ launch: item.id }, `launch checklist: ${itemLine(item)}`);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // At the same time: stop taking requests and let those in flight finish (idle keep-alive
    // sockets close at once, busy ones after their response), and let the outbox finish its
    // sends or give their claims back.
    const httpClosed = closeGracefully(server);
    // A request still open after 8 s (a slow upload) is cut, so the database can close in time.
    setTimeout(() => server.closeAllConnections(), 8_000).unref();
    Promise.all([httpClosed, services.outbox.stop()])
      .then(() => services.close())
      .catch((err: unknown) => logger.error({ err }, "error while shutting down"))
      .finally(() => {
        logger.info("stopped");
        process.exit(0);
      });
    setTimeout(() => {
      logger.warn("forced shutdown after 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
