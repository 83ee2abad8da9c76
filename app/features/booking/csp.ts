import { paths } from "#app/config/paths.ts";
import type { PagePolicy } from "#app/lib/page-policy.ts";
import { schedulerOrigins } from "./scheduler.ts";

/** The scheduler's frames, allowed on the two pages that embed it (server/csp-by-path.ts). */
export const schedulerCsp = {
  paths: [paths.chat, paths.strategyPrep],
  add: { "frame-src": schedulerOrigins },
} as const satisfies PagePolicy;
