import * as v from "valibot";

/**
 * The schema.org types the site's JSON-LD uses, as strict schemas: a property schema.org does
 * not define for the type (or a missing one Google requires) fails. The builders are typed with
 * schema-dts (app/lib/json-ld.tsx); this checks what the pages really carry.
 */
const url = v.pipe(v.string(), v.url());
/** A URL that also matches `pattern`. */
const urlMatching = (pattern: RegExp) => v.pipe(v.string(), v.url(), v.regex(pattern));
const ref = v.strictObject({ "@id": url });
// An ISO 8601 date and time in UTC (zod's iso.datetime() held the same: a Z, no offset).
const date = v.pipe(v.string(), v.isoTimestamp(), v.endsWith("Z"));

const organization = v.strictObject({
  "@type": v.literal("Organization"),
  "@id": url,
  name: v.pipe(v.string(), v.minLength(1)),
  // The home page's canonical URL, as the sitemap, og:url and the breadcrumbs write it.
  url: urlMatching(/\/$/),
  email: v.pipe(v.string(), v.email()),
  // Google: a crawlable image of at least 112 × 112 px (app/lib/json-ld.test.ts reads its size).
  logo: urlMatching(/\.png$/),
  founder: ref,
  areaServed: v.string(),
  sameAs: v.pipe(v.array(url), v.minLength(1)),
});
const person = v.strictObject({
  "@type": v.literal("Person"),
  "@id": url,
  name: v.pipe(v.string(), v.minLength(1)),
  url,
  jobTitle: v.string(),
  worksFor: ref,
  homeLocation: v.strictObject({ "@type": v.literal("Place"), name: v.string() }),
  sameAs: v.array(url),
});
const website = v.strictObject({
  "@type": v.literal("WebSite"),
  "@id": url,
  name: v.string(),
  url: urlMatching(/\/$/),
  publisher: ref,
  potentialAction: v.strictObject({
    "@type": v.literal("SearchAction"),
    target: v.strictObject({ "@type": v.literal("EntryPoint"), urlTemplate: v.pipe(v.string(), v.regex(/\/insights-full\?search=\{search_term_string\}$/)) }),
    "query-input": v.literal("required name=search_term_string"),
  }),
});
const offer = v.strictObject({
  "@type": v.literal("Offer"),
  name: v.string(),
  description: v.string(),
  url,
  price: v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/)),
  priceCurrency: v.literal("USD"),
  availability: v.literal("https://schema.org/InStock"),
});
const service = v.strictObject({
  "@type": v.literal("Service"),
  name: v.string(),
  serviceType: v.string(),
  provider: ref,
  areaServed: v.string(),
  offers: v.pipe(v.array(offer), v.length(2)),
});
const graph = v.strictObject({ "@context": v.literal("https://schema.org"), "@graph": v.array(v.union([organization, person, website, service])) });
const faqPage = v.strictObject({
  "@context": v.literal("https://schema.org"),
  "@type": v.literal("FAQPage"),
  mainEntity: v.pipe(
    v.array(v.strictObject({ "@type": v.literal("Question"), name: v.pipe(v.string(), v.minLength(1)), acceptedAnswer: v.strictObject({ "@type": v.literal("Answer"), text: v.pipe(v.string(), v.minLength(1)) }) })),
    v.minLength(1),
  ),
});
const breadcrumbList = v.strictObject({
  "@context": v.literal("https://schema.org"),
  "@type": v.literal("BreadcrumbList"),
  itemListElement: v.pipe(
    v.array(v.strictObject({ "@type": v.literal("ListItem"), position: v.pipe(v.number(), v.integer(), v.gtValue(0)), name: v.pipe(v.string(), v.minLength(1)), item: url })),
    v.minLength(2),
  ),
});
const blogPosting = v.strictObject({
  "@context": v.literal("https://schema.org"),
  "@type": v.literal("BlogPosting"),
  "@id": url,
  headline: v.pipe(v.string(), v.minLength(1), v.maxLength(110)),
  description: v.pipe(v.string(), v.minLength(1)),
  url,
  mainEntityOfPage: url,
  image: url,
  datePublished: date,
  dateModified: date,
  author: v.union([v.strictObject({ "@type": v.literal("Person"), "@id": url, name: v.string(), url }), v.strictObject({ "@type": v.literal("Person"), name: v.string() })]),
  publisher: ref,
  articleSection: v.string(),
  keywords: v.string(),
  timeRequired: v.pipe(v.string(), v.regex(/^PT\d+M$/)),
  wordCount: v.pipe(v.number(), v.integer(), v.gtValue(0)),
  inLanguage: v.literal("en"),
});

export const jsonLdSchemas = { graph, faqPage, breadcrumbList, blogPosting };

/** Every JSON-LD block of a page's HTML, parsed, each checked against its type's schema. Returns the types found. */
export function checkJsonLd(html: string): string[] {
  const types: string[] = [];
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    // Escaped: nothing in the block may close the element or open a comment.
    if (/<\/|<!--/.test(body!)) throw new Error("JSON-LD block is not escaped");
    const data = JSON.parse(body!) as { "@type"?: string; "@graph"?: { "@type": string }[] };
    if (data["@graph"]) {
      v.parse(graph, data);
      types.push(...data["@graph"].map((g) => g["@type"]));
      continue;
    }
    const schema = { FAQPage: faqPage, BreadcrumbList: breadcrumbList, BlogPosting: blogPosting }[data["@type"] ?? ""];
    if (!schema) throw new Error(`unexpected JSON-LD type ${data["@type"]}`);
    v.parse(schema, data);
    types.push(data["@type"]!);
  }
  return types;
}
