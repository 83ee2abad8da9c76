import { schedulerCsp } from "#app/features/booking/csp.ts";
import { checkoutCsp } from "#app/features/checkout/csp.ts";
import type { CspAdditions } from "./security-headers";
import { analyticsPolicy } from "#app/features/analytics/csp.server.ts";
import { caseStudyPreviewPolicy } from "#app/features/portfolio/preview.server.ts";
import { insightEmbedsCsp } from "#app/features/insights/csp.ts";

/**
 * What single pages add to the Content-Security-Policy baseline of ./security-headers.ts. A
 * third party is allowed only on the pages that use it: each integration exports its own
 * `{ paths, add }` from its feature folder and is listed here, so a merge touches one line.
 */
export interface PagePolicy {
  /** Exact paths (no trailing slash) or prefixes ending in "/*". */
  paths: readonly string[];
  add: CspAdditions;
}

export const pagePolicies: readonly PagePolicy[] = [
  // The case study's live preview: its site may be framed there, and only there.
  caseStudyPreviewPolicy,
  // The analytics endpoint (when configured), from every page: the tracker runs after consent.
  analyticsPolicy,
  checkoutCsp,
  schedulerCsp,
  // Post embeds, on the insights that hold one.
  insightEmbedsCsp,
];

const matches = (pattern: string, path: string): boolean =>
  pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

export function cspAdditionsFor(path: string, policies: readonly PagePolicy[] = pagePolicies): CspAdditions {
  const out: Record<string, string[]> = {};
  for (const policy of policies) {
    if (!policy.paths.some((p) => matches(p, path))) continue;
    for (const [directive, values] of Object.entries(policy.add)) (out[directive] ??= []).push(...(values ?? []));
  }
  return out as CspAdditions;
}
