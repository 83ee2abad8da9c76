import { describe, expect, it } from "vitest";
import { describeLcp, FIRST_WINDOW_BYTES, lcpAnatomy, type LhrForLcp } from "./lcp-anatomy.ts";

/** A report shaped as Lighthouse 13 writes it (the fields this reads), for a page like home. */
function report({ documentBytes = 21_447, observedLcp = 246, imageLcp = false } = {}): LhrForLcp {
  return {
    audits: {
      metrics: { details: { type: "debugdata", items: [{ observedFirstContentfulPaint: 246, observedLargestContentfulPaint: observedLcp }] } },
      "network-requests": {
        details: {
          type: "table",
          items: [
            { url: "http://127.0.0.1:4340/", resourceType: "Document", priority: "VeryHigh", transferSize: documentBytes, networkEndTime: 69 },
            { url: "http://127.0.0.1:4340/assets/app-x.css", resourceType: "Stylesheet", priority: "VeryHigh", transferSize: 12_599, networkEndTime: 206 },
            { url: "http://127.0.0.1:4340/assets/card.avif", resourceType: "Image", priority: "Low", transferSize: 4_000, networkEndTime: 220 },
            { url: "http://127.0.0.1:4340/favicon-48.png", resourceType: "Other", priority: "High", transferSize: 700, networkEndTime: 237 },
            { url: "https://js.stripe.com/v3/", resourceType: "Script", priority: "Low", transferSize: 900, networkEndTime: 240 },
            { url: "http://127.0.0.1:4340/assets/enhancer-consent.js", resourceType: "Script", priority: "High", transferSize: 2_187, networkEndTime: 273 },
          ],
        },
      },
      "lcp-breakdown-insight": {
        details: {
          type: "list",
          items: [{ type: "table", items: [] }, { type: "node", path: imageLcp ? "1,HTML,1,BODY,3,MAIN,0,PICTURE,2,IMG" : "1,HTML,1,BODY,3,MAIN,0,SECTION,0,H1" }],
        },
      },
    },
  };
}

describe("what Lighthouse's simulated LCP is made of", () => {
  it("names the LCP element, the document's size and what ended before the observed paint", () => {
    const a = lcpAnatomy(report())!;
    expect(a.element).toBe("H1");
    expect(a.documentBytes).toBe(21_447);
    expect(a.endedBeforePaint.map((r) => new URL(r.url).pathname)).toEqual(["/assets/app-x.css", "/assets/card.avif", "/favicon-48.png", "/v3/"]);
    expect(describeLcp(a)).toBe(
      "<h1> was painted in the first contentful frame; the document (21,447 B) is over TCP's first window (14,600 B): one more round trip; " +
        "the simulation also waits for what ended before that paint: /assets/app-x.css (Stylesheet, VeryHigh), /assets/card.avif (Image, Low: half), /favicon-48.png (Other, High), https://js.stripe.com/v3/ (Script, Low)",
    );
  });

  it("says when the document fits the first window, and when the LCP came after the first frame", () => {
    const a = lcpAnatomy(report({ documentBytes: FIRST_WINDOW_BYTES, observedLcp: 300, imageLcp: true }))!;
    expect(describeLcp(a)).toMatch(/^<img> was painted 54 ms after the first contentful frame; the document \(14,600 B\) fits TCP's first window; /);
    expect(a.endedBeforePaint.map((r) => r.resourceType)).toEqual(["Stylesheet", "Image", "Other", "Script", "Script"]);
  });

  it("gives nothing when the report lacks the observed timings or the document", () => {
    expect(lcpAnatomy({ audits: {} })).toBeUndefined();
    const r = report();
    (r.audits["network-requests"]!.details as { items: unknown[] }).items.shift();
    expect(lcpAnatomy(r)).toBeUndefined();
  });
});
