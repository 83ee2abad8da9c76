import type { FAQPage, Organization, Person, Service, Thing, WebSite, WithContext } from "schema-dts";
import { pricesCents, site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { absoluteUrl } from "#app/lib/meta.ts";
import { pageFor } from "#app/pages.ts";

/**
 * Structured data (JSON-LD) for search engines. Typed with schema-dts, the schema.org
 * vocabulary as TypeScript types, so a property that schema.org does not define for a type
 * does not compile. Rendered as `<script type="application/ld+json">` data blocks (never
 * executed: CSP does not govern them), escaped so no value can close the element.
 */
/** Functions, not constants: the address is the one read at start (app/lib/site-url.ts). */
export const organizationId = () => absoluteUrl("/#organization");
export const personId = () => absoluteUrl("/#person");
export const websiteId = () => absoluteUrl("/#website");

/**
 * The organisation's logo for search results: a raster square of at least 112 px, as Google's
 * logo guidelines ask (the 32-unit favicon.svg has no size of its own). The touch icon drawn by
 * tools/make-icons.ts is the mark at 180 px; app/lib/json-ld.test.ts reads its real size.
 */
export const logoImage = { path: "/apple-touch-icon.png", size: 180 } as const;

/** The site's address as its home page's canonical URL (with its "/"), one spelling everywhere. */
const homeUrl = () => absoluteUrl(paths.home);

/** JSON that cannot end its <script> element or open a comment: <, >, & and the JS line separators escaped. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: WithContext<Thing> | { "@context": "https://schema.org"; "@graph": Thing[] } }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

const sameAs = Object.values(site.social).map((s) => s.href);

export function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: site.companyName,
    url: homeUrl(),
    email: site.email,
    logo: absoluteUrl(logoImage.path),
    founder: { "@id": personId() },
    areaServed: "Worldwide",
    sameAs,
  };
}

export function person(): Person {
  return {
    "@type": "Person",
    "@id": personId(),
    name: site.ownerName,
    url: absoluteUrl(paths.about),
    jobTitle: "Business Strategist and Website Developer",
    worksFor: { "@id": organizationId() },
    homeLocation: { "@type": "Place", name: site.location },
    sameAs,
  };
}

/** The site, with its search (SPEC §2: the site search takes a search query parameter). */
export function website(): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(),
    name: site.companyName,
    url: homeUrl(),
    publisher: { "@id": organizationId() },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(paths.insightsFull)}?search={search_term_string}` },
      // schema-dts has no type for Google's "query-input" annotation; it is a string property.
      ...({ "query-input": "required name=search_term_string" } as object),
    },
  };
}

/** The strategy sessions and their two offers (home and the purchase pages). */
export function strategyService(): Service {
  const offer = (path: typeof paths.checkoutStrategyCall | typeof paths.checkoutPremium, cents: number) => {
    const page = pageFor(path);
    return {
      "@type": "Offer" as const,
      name: page.title.split(" | ")[0]!,
      description: page.description,
      url: absoluteUrl(path),
      price: (cents / 100).toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock" as const,
    };
  };
  return {
    "@type": "Service",
    name: "Website Strategy Session",
    serviceType: "Website strategy consulting",
    provider: { "@id": organizationId() },
    areaServed: "Worldwide",
    offers: [offer(paths.checkoutStrategyCall, pricesCents.strategyCall), offer(paths.checkoutPremium, pricesCents.premium)],
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  };
}

const servicePaths = new Set<string>([paths.home, paths.checkoutStrategyCall, paths.checkoutPremium]);
const articlePath = new RegExp(`^${paths.insights}/[^/]+$`);

/**
 * The site's entities where they are described or named (decision 112): the organization and
 * its owner (each names the other: founder, worksFor) on home, on About (the page about them),
 * and wherever another node names them by their @id (the offers' provider on the purchase pages,
 * an article's publisher), so every reference resolves within its page; the site on home, as
 * search engines ask (Organization and WebSite on the home page). Elsewhere none: repeated on
 * every page they cost each document about 310 bytes compressed and told a search engine
 * nothing new. Null when a page carries none.
 */
export function siteGraph(pathname: string) {
  const home = pathname === paths.home;
  const graph: Thing[] = [];
  if (home || servicePaths.has(pathname) || articlePath.test(pathname) || pathname === paths.about) graph.push(organization(), person());
  if (home) graph.push(website());
  if (servicePaths.has(pathname)) graph.push(strategyService());
  return graph.length > 0 ? { "@context": "https://schema.org" as const, "@graph": graph } : null;
}
