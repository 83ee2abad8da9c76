import { z } from "zod";

/**
 * The schema.org types the site's JSON-LD uses, as strict schemas: a property schema.org does
 * not define for the type (or a missing one Google requires) fails. The builders are typed with
 * schema-dts (app/lib/json-ld.tsx); this checks what the pages really carry.
 */
const url = z.url();
const ref = z.strictObject({ "@id": url });
const date = z.iso.datetime();

const organization = z.strictObject({
  "@type": z.literal("Organization"),
  "@id": url,
  name: z.string().min(1),
  // The home page's canonical URL, as the sitemap, og:url and the breadcrumbs write it.
  url: url.regex(/\/$/),
  email: z.email(),
  // Google: a crawlable image of at least 112 × 112 px (app/lib/json-ld.test.ts reads its size).
  logo: url.regex(/\.png$/),
  founder: ref,
  areaServed: z.string(),
  sameAs: z.array(url).min(1),
});
const person = z.strictObject({
  "@type": z.literal("Person"),
  "@id": url,
  name: z.string().min(1),
  url,
  jobTitle: z.string(),
  worksFor: ref,
  homeLocation: z.strictObject({ "@type": z.literal("Place"), name: z.string() }),
  sameAs: z.array(url),
});
const website = z.strictObject({
  "@type": z.literal("WebSite"),
  "@id": url,
  name: z.string(),
  url: url.regex(/\/$/),
  publisher: ref,
  potentialAction: z.strictObject({
    "@type": z.literal("SearchAction"),
    target: z.strictObject({ "@type": z.literal("EntryPoint"), urlTemplate: z.string().regex(/\/insights-full\?search=\{search_term_string\}$/) }),
    "query-input": z.literal("required name=search_term_string"),
  }),
});
const offer = z.strictObject({
  "@type": z.literal("Offer"),
  name: z.string(),
  description: z.string(),
  url,
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.literal("USD"),
  availability: z.literal("https://schema.org/InStock"),
});
const service = z.strictObject({
  "@type": z.literal("Service"),
  name: z.string(),
  serviceType: z.string(),
  provider: ref,
  areaServed: z.string(),
  offers: z.array(offer).length(2),
});
const graph = z.strictObject({ "@context": z.literal("https://schema.org"), "@graph": z.array(z.union([organization, person, website, service])) });
const faqPage = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("FAQPage"),
  mainEntity: z.array(z.strictObject({ "@type": z.literal("Question"), name: z.string().min(1), acceptedAnswer: z.strictObject({ "@type": z.literal("Answer"), text: z.string().min(1) }) })).min(1),
});
const breadcrumbList = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("BreadcrumbList"),
  itemListElement: z.array(z.strictObject({ "@type": z.literal("ListItem"), position: z.number().int().positive(), name: z.string().min(1), item: url })).min(2),
});
const blogPosting = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("BlogPosting"),
  "@id": url,
  headline: z.string().min(1).max(110),
  description: z.string().min(1),
  url,
  mainEntityOfPage: url,
  image: url,
  datePublished: date,
  dateModified: date,
  author: z.union([z.strictObject({ "@type": z.literal("Person"), "@id": url, name: z.string(), url }), z.strictObject({ "@type": z.literal("Person"), name: z.string() })]),
  publisher: ref,
  articleSection: z.string(),
  keywords: z.string(),
  timeRequired: z.string().regex(/^PT\d+M$/),
  wordCount: z.number().int().positive(),
  inLanguage: z.literal("en"),
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
      graph.parse(data);
      types.push(...data["@graph"].map((g) => g["@type"]));
      continue;
    }
    const schema = { FAQPage: faqPage, BreadcrumbList: breadcrumbList, BlogPosting: blogPosting }[data["@type"] ?? ""];
    if (!schema) throw new Error(`unexpected JSON-LD type ${data["@type"]}`);
    schema.parse(data);
    types.push(data["@type"]!);
  }
  return types;
}
