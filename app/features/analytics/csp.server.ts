import type { PagePolicy } from "#server/csp-by-path.ts";
import { parseEnv } from "#app/config/env.server.ts";

/**
 * The analytics endpoint, when one is configured, may be reached from every page: the tracker
 * can run on any page once a visitor has consented (DECISIONS 12). Only connect-src: the tracker
 * is our own bundled code, so no script host is added. Without ANALYTICS_ENDPOINT, nothing is added.
 * Read when a policy is first built (at boot), from the environment the server's config reads.
 */
let connectSrc: string[] | undefined;
export const analyticsPolicy: PagePolicy = {
  paths: ["/*"],
  get add() {
    if (!connectSrc) {
      const endpoint = parseEnv(process.env).ANALYTICS_ENDPOINT;
      connectSrc = endpoint ? [new URL(endpoint).origin] : [];
    }
    return connectSrc.length ? { "connect-src": connectSrc } : {};
  },
};
