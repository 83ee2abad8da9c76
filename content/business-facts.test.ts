import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pricesCents, site } from "./site.ts";

/**
 * Issue 47: every business fact has one source, content/site.ts. A price or an address written
 * out anywhere else goes stale when the owner changes it there (the terms of use said "$997"
 * and the lead tags "website-strategy-997" whatever PRICES_CENTS held).
 *
 * Scanned: the source the site is built and run from: app/, server/, content/ (the insights'
 * Markdown too: an article quoting a price goes stale as well), scripts/ and tools/.
 * Allowed (not scanned):
 * - content/site.ts itself: the one place;
 * - tests (`*.test.ts(x)`, tests/, bench/): they check the facts and may name them;
 * - docs/ and README.md: they explain the sample site as it ships.
 * Generic example addresses (`name@example.com` in a form's hint, `hooks.example.com` in a
 * comment) are not the sample business's and stay allowed: only its own values are refused,
 * and any URL on the sample's example.com domain.
 */

const root = path.resolve(import.meta.dirname, "..");
const scannedDirs = ["app", "server", "content", "scripts", "tools"];
// Stylesheets are not: a price in one could only be in a comment.
const scannedExt = /\.(ts|tsx|js|mjs|cjs|md|json|html)$/;
const factsFile = path.join("content", "site.ts");

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of scannedDirs) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !scannedExt.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      if (file !== factsFile && !file.split(path.sep).includes("node_modules")) files.push(file);
    }
  }
  return files;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The values the site ships with: refused elsewhere even after the owner has replaced them in content/site.ts. */
const SAMPLE = {
  addresses: [
    "www.example.com",
    "hello@example.com",
    "calendly.com/example",
    "youtube.com/@example",
    "instagram.com/example",
    "facebook.com/example",
    "linkedin.com/in/example",
  ],
  pricesCents: [99700, 149700],
};

/** The owner's current values, in every way the code could write them out. */
const addresses = [
  ...SAMPLE.addresses,
  new URL(site.url).host,
  site.email,
  ...Object.values(site.scheduling).map((href) => href.replace(/^https:\/\//, "")),
  ...Object.values(site.social).map((s) => s.href.replace(/^https:\/\/(www\.)?/, "")),
];

function pricePatterns(cents: number, sample: boolean): RegExp[] {
  const dollars = cents / 100;
  const grouped = dollars.toLocaleString("en-US");
  const underscored = String(cents).replace(/\B(?=(\d{3})+(?!\d))/g, "_");
  const patterns = [`\\b${cents}\\b`, `\\b${underscored}\\b`, `\\$${escape(grouped)}(?![\\d,])`, `\\$${dollars}(?![\\d,])`];
  // The sample's own numbers are distinctive enough to refuse bare too ("website-strategy-997",
  // "1,497"); an owner's price of, say, 500 would match every HTTP status 500, so only its
  // cents and dollar forms are refused.
  if (sample) patterns.push(`\\b${dollars}\\b`, `\\b${escape(grouped)}\\b`);
  return patterns.map((p) => new RegExp(p));
}

const prices = [
  ...SAMPLE.pricesCents.flatMap((c) => pricePatterns(c, true)),
  ...Object.values(pricesCents).flatMap((c) => pricePatterns(c, false)),
];
const addressPatterns = [...new Set(addresses)].map((a) => new RegExp(escape(a), "i"));
/** Any URL on the sample's domain (the address the site shipped with, in whatever form). */
const sampleDomainUrl = /https?:\/\/([\w-]+\.)*example\.com\b/i;

function findings(text: string, patterns: readonly RegExp[]): string[] {
  const found = new Set<string>();
  text.split("\n").forEach((line, n) => {
    for (const re of patterns) {
      const m = re.exec(line);
      if (m) found.add(`${n + 1}: ${m[0]}`);
    }
  });
  return [...found];
}

describe("business facts have one source: content/site.ts", () => {
  const files = sourceFiles();

  it("scans the source (and finds this test's subject in it)", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain(path.join("content", "legal", "terms-of-use.ts"));
    expect(files).toContain(path.join("app", "features", "checkout", "catalogue.ts"));
    expect(files).not.toContain(factsFile);
  });

  it("no price is written out anywhere else", () => {
    const bad = files.flatMap((f) => findings(readFileSync(path.join(root, f), "utf8"), prices).map((hit) => `${f}:${hit}`));
    expect(bad).toEqual([]);
  });

  it("no address of the business (site, e-mail, scheduler, social pages) is written out anywhere else", () => {
    const bad = files.flatMap((f) => findings(readFileSync(path.join(root, f), "utf8"), [...addressPatterns, sampleDomainUrl]).map((hit) => `${f}:${hit}`));
    expect(bad).toEqual([]);
  });

  it("the patterns catch what they are for", () => {
    for (const text of ['leadTag: "website-strategy-997"', "currently $997 for", "and $1,497 for", "{ premium: 149700 }", "149_700", "1,497"]) {
      expect(findings(text, prices), text).not.toEqual([]);
    }
    for (const text of ['url: "https://www.example.com"', "mailto:hello@example.com", "https://calendly.com/example/30min", "https://staging.example.com/x"]) {
      expect(findings(text, [...addressPatterns, sampleDomainUrl]), text).not.toEqual([]);
    }
    for (const text of ["status 500", "name@example.com", "1997", "$9970"]) {
      expect(findings(text, [...prices, ...addressPatterns, sampleDomainUrl]), text).toEqual([]);
    }
  });
});
