/**
 * What Lighthouse's simulated LCP is made of on one page (docs/performance.md items 7 and 10), read
 * from its report: so that an LCP over budget says why in the bench's own list of misses, and a
 * page that grows past TCP's first window is named as such. Lighthouse simulates LCP from the
 * unthrottled load it observed (lantern `LargestContentfulPaint`): every request that ended
 * before the observed LCP counts (a low-priority image only in its pessimistic half), and a
 * document larger than the first window costs one more round trip.
 */

/** TCP's first window in Lighthouse's simulation: 10 segments of 1,460 bytes (lantern `TCPConnection`). */
export const FIRST_WINDOW_BYTES = 10 * 1460;

export interface LcpAnatomy {
  /** The LCP element's tag as Lighthouse found it (IMG for an image; the text's element otherwise), or "" when not reported. */
  element: string;
  /** Observed (unthrottled) LCP and FCP, in ms after the navigation started. */
  observedFcpMs: number;
  observedLcpMs: number;
  /** The main document's URL and transfer size, headers included. */
  documentUrl: string;
  documentBytes: number;
  /**
   * Requests other than the document that ended before the observed LCP: the simulation counts
   * each (a low-priority image in its pessimistic half only, a script first run after that paint
   * not at all).
   */
  endedBeforePaint: { url: string; resourceType: string; priority: string }[];
}

/** The parts of a Lighthouse report this reads (a subset of its `lhr`). */
export interface LhrForLcp {
  audits: Record<string, { details?: unknown } | undefined>;
}

interface RequestItem {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkEndTime?: number;
}

const itemsOf = (details: unknown): unknown[] => (details && typeof details === "object" && Array.isArray((details as { items?: unknown }).items) ? (details as { items: unknown[] }).items : []);

/** The LCP element's tag, from the LCP breakdown insight's node (its DOM path ends with the tag). */
function lcpElement(lhr: LhrForLcp): string {
  for (const item of itemsOf(lhr.audits["lcp-breakdown-insight"]?.details)) {
    const node = item as { type?: string; path?: string };
    if (node.type === "node" && typeof node.path === "string") return node.path.split(",").at(-1) ?? "";
  }
  return "";
}

export function lcpAnatomy(lhr: LhrForLcp): LcpAnatomy | undefined {
  const metrics = itemsOf(lhr.audits.metrics?.details)[0] as { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number } | undefined;
  const requests = itemsOf(lhr.audits["network-requests"]?.details) as RequestItem[];
  const observedLcpMs = metrics?.observedLargestContentfulPaint;
  const observedFcpMs = metrics?.observedFirstContentfulPaint;
  const document = requests.find((r) => r.resourceType === "Document");
  if (typeof observedLcpMs !== "number" || typeof observedFcpMs !== "number" || !document) return undefined;
  return {
    element: lcpElement(lhr),
    observedFcpMs,
    observedLcpMs,
    documentUrl: document.url,
    documentBytes: document.transferSize ?? 0,
    endedBeforePaint: requests
      .filter((r) => r !== document && typeof r.networkEndTime === "number" && r.networkEndTime <= observedLcpMs)
      .map((r) => ({ url: r.url, resourceType: r.resourceType ?? "", priority: r.priority ?? "" })),
  };
}

/** A request by its path on the page's own origin, in full elsewhere. */
const shortUrl = (url: string, page: string) => {
  const u = new URL(url);
  return u.origin === new URL(page).origin ? u.pathname : `${u.origin}${u.pathname}`;
};

/** A low-priority image counts only in the pessimistic half of the simulation (lantern). */
const lowPriorityImage = (r: { resourceType: string; priority: string }) => r.resourceType === "Image" && (r.priority === "Low" || r.priority === "VeryLow");

const named = (r: { url: string; resourceType: string; priority: string }, page: string) =>
  `${shortUrl(r.url, page)} (${r.resourceType}, ${r.priority}${lowPriorityImage(r) ? ": half" : ""})`;

/** One sentence for the list of misses: what the observed load shows and what the simulation counted. */
export function describeLcp(a: LcpAnatomy): string {
  const element = a.element ? `<${a.element.toLowerCase()}>` : "the LCP element";
  const paint =
    a.observedLcpMs <= a.observedFcpMs
      ? `${element} was painted in the first contentful frame`
      : `${element} was painted ${Math.round(a.observedLcpMs - a.observedFcpMs)} ms after the first contentful frame`;
  const window =
    a.documentBytes > FIRST_WINDOW_BYTES
      ? `the document (${a.documentBytes.toLocaleString("en-US")} B) is over TCP's first window (${FIRST_WINDOW_BYTES.toLocaleString("en-US")} B): one more round trip`
      : `the document (${a.documentBytes.toLocaleString("en-US")} B) fits TCP's first window`;
  const waits = a.endedBeforePaint.length
    ? `the simulation also waits for what ended before that paint: ${a.endedBeforePaint.map((r) => named(r, a.documentUrl)).join(", ")}`
    : "nothing else ended before that paint";
  return `${paint}; ${window}; ${waits}`;
}
