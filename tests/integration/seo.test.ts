import { describe, expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { checkJsonLd } from "#tests/support/json-ld.ts";
import { site } from "#content/site.ts";
import { SITEMAP_STATIC_PAGES } from "#app/config/sitemap.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { loadInsights } from "#tools/insights/load-insights.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";
import { pages } from "#app/pages.ts";
import { isAdminPath, paths } from "#app/config/paths.ts";

/**
 * Issue 13, 'Found by search engines and shared well': the sitemap, robots.txt by host, the
 * feeds, and every page's canonical URL, social cards and JSON-LD. No browser needed: this is
 * what a crawler reads, so it runs in vitest on a server of its own (it left the browser suite,
 * issue 49, item 9).
 */
const SEO_PORT = suitePort("SEO");
const base = productionServerForFile({ port: SEO_PORT, name: "seo" });
/** A GET on this file's server, as a crawler sends it (fetch: redirects followed). */
const get = (path: string) => fetch(`${base()}${path}`);
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** Every published insight, as the build reads content/insights (newest first), and the date a crawler is told (updatedAt, else publishedAt). */
const published = loadInsights("content/insights").map((i) => i.frontMatter);
const slugs = published.map((i) => i.slug);
const dates: Record<string, string> = Object.fromEntries(published.map((i) => [i.slug, i.updatedAt ?? i.publishedAt]));
// SPEC §3's three are among them (their dates as SPEC gives them).
for (const [slug, date] of [["the-many-chapters-of-my-professional-story", "2025-06-07"], ["cookie-consent-compliance-exposes-cms-website-flaws", "2025-06-07"], ["why-im-moving-clients-off-wordpress", "2025-05-26"]]) {
  if (dates[slug!] !== date) throw new Error(`content/insights: ${slug} should be published on ${date}`);
}

const metaContent = (html: string, attr: "name" | "property", key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`, "g"))].map((m) => m[1]!);

it("/sitemap.xml: the static pages of SPEC §9, then every insight (monthly, 0.7, lastmod)", async () => {
  const res = await get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, u]) => ({
    loc: /<loc>(.*)<\/loc>/.exec(u!)![1]!,
    changefreq: /<changefreq>(.*)<\/changefreq>/.exec(u!)![1]!,
    priority: /<priority>(.*)<\/priority>/.exec(u!)![1]!,
    lastmod: /<lastmod>(.*)<\/lastmod>/.exec(u!)?.[1],
  }));
  const staticCount = SITEMAP_STATIC_PAGES.length;
  expect(urls).toHaveLength(staticCount + slugs.length);
  // SPEC §9's list, written out here as SPEC gives it (the sitemap's is read from the page files),
  // in SPEC's order; a page beyond SPEC's table may add itself after them.
  const beyondSpec = new Set(pages.filter((p) => p.beyondSpec).map((p) => p.path));
  const listed = urls.slice(0, staticCount).map((u) => [u.loc.replace(site.url, "") || "/", u.changefreq, u.priority]);
  expect(listed.filter(([path]) => !beyondSpec.has(path!))).toEqual([
    ["/", "weekly", "1.0"],
    [`/about-${site.slug}`, "monthly", "0.8"],
    ["/contact", "monthly", "0.7"],
    ["/the-essential-build", "weekly", "0.9"],
    [`/chat-with-${site.slug}`, "monthly", "0.8"],
    ["/insights", "weekly", "0.8"],
    ["/get-in-touch", "monthly", "0.6"],
    ["/privacy-policy", "yearly", "0.3"],
    ["/terms-of-use", "yearly", "0.3"],
    ["/cookie-policy", "yearly", "0.3"],
    ["/disclaimer", "yearly", "0.3"],
  ]);
  const extra = listed.filter(([path]) => beyondSpec.has(path!)).length;
  expect(listed.slice(0, listed.length - extra).some(([path]) => beyondSpec.has(path!)), "SPEC's pages first").toBe(false);
  for (const u of urls.slice(0, staticCount)) expect(u.lastmod).toBeUndefined();
  for (const slug of slugs) {
    expect(urls).toContainEqual({ loc: `${site.url}/insights/${slug}`, changefreq: "monthly", priority: "0.7", lastmod: dates[slug] });
  }
  // Every listed page exists and is indexable on the site's own host (SITE_URL is not set here: the content's).
  for (const u of urls) {
    const page = await rawRequest(base(), { path: u.loc.replace(site.url, "") || "/", headers: { host: new URL(site.url).host } });
    expect(page.status, u.loc).toBe(200);
    expect(page.body.toString(), u.loc).toContain('<meta name="robots" content="index, follow"/>');
    expect(page.headers["x-robots-tag"], u.loc).toBeUndefined();
  }
});

/** The page's robots meta and X-Robots-Tag header as a crawler on `host` reads them. */
async function robotsSignals(baseURL: string, path: string, host: string) {
  const res = await rawRequest(baseURL, { path, headers: { host } });
  expect(res.status, `${host}${path}`).toBe(200);
  return { header: res.headers["x-robots-tag"], meta: metaContent(res.body.toString(), "name", "robots") };
}

it("the robots header and the robots meta always agree: noindex on a host that is not the site's, neither on the site's (issue 47)", async () => {
  // Prerendered pages (twice each: the second from memory), one rendered per request, an insight.
  for (const path of ["/", "/", "/contact", "/contact", "/insights-full", `/insights/${slugs[0]}`]) {
    // 127.0.0.1 is how the tests reach the server: a local host, and not the site's.
    for (const host of ["127.0.0.1", "staging.example.com", "realbiz-copy.test"]) {
      expect(await robotsSignals(base(), path, host), `${host}${path}`).toEqual({ header: "noindex, nofollow", meta: ["noindex, nofollow"] });
    }
    expect(await robotsSignals(base(), path, new URL(site.url).host), path).toEqual({ header: undefined, meta: ["index, follow"] });
  }
  // A page that is noindex itself says so once, on every host.
  for (const host of ["127.0.0.1", new URL(site.url).host]) {
    expect((await robotsSignals(base(), "/the-essential-build-draft", host)).meta, host).toEqual(["noindex, nofollow"]);
  }
});

it("robots.txt points at the sitemap; a preview, staging or local host gets noindex everywhere and a robots.txt that lets crawlers read it", async () => {
  // The site's own host (the tests reach the server by 127.0.0.1, itself a local host).
  const www = { host: "www.example.com" };
  const robots = await rawRequest(base(), { path: "/robots.txt", headers: www });
  expect(robots.body.toString()).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${site.url}/sitemap.xml\n`);
  expect(robots.headers["x-robots-tag"]).toBeUndefined();
  expect((await rawRequest(base(), { path: "/insights", headers: www })).headers["x-robots-tag"]).toBeUndefined();

  const port = new URL(base()).port;
  for (const host of ["staging.example.com", "my-app-preview.example.net", "localhost", "127.0.0.1", `127.0.0.1:${port}`, "[::1]", `[::1]:${port}`]) {
    const page = await rawRequest(base(), { path: "/insights", headers: { host } });
    expect(page.status, host).toBe(200);
    expect(page.headers["x-robots-tag"], host).toBe("noindex, nofollow");
    const robotsThere = await rawRequest(base(), { path: "/robots.txt", headers: { host } });
    expect(robotsThere.body.toString(), host).toBe("User-agent: *\nAllow: /\n");
  }
  const production = await rawRequest(base(), { path: "/sitemap.xml", headers: { host: "www.example.com" } });
  expect(production.headers["x-robots-tag"]).toBeUndefined();
});

it("RSS 2.0 and Atom feeds carry every insight with its full content, and every page links them", async () => {
  const rss = await get("/rss.xml");
  expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const rssText = await rss.text();
  expect(rssText).toContain('<rss version="2.0"');
  expect(rssText.match(/<item>/g)).toHaveLength(slugs.length);
  const atom = await get("/atom.xml");
  expect(atom.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  const atomText = await atom.text();
  expect(atomText).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(atomText.match(/<entry>/g)).toHaveLength(slugs.length);
  for (const slug of slugs) {
    expect(rssText).toContain(`<link>${site.url}/insights/${slug}</link>`);
    expect(atomText).toContain(`${site.url}/insights/${slug}`);
  }
  // Full content, not only the excerpt: a sentence from deep inside an article, and its headings.
  for (const text of [rssText, atomText]) {
    expect(text).toContain("That single requirement is where most CMS websites fail.");
    expect(text).toContain('id="the-bigger-lesson"');
  }
  // A page's first answer is rendered per request, its links carrying the request's nonce; later
  // ones come from memory without it (server/prerendered-pages.ts): the same links either way.
  for (const path of ["/", "/insights", "/contact", `/insights/${slugs[0]}`]) {
    const html = await (await get(path)).text();
    expect(html, path).toMatch(/<link (nonce="[^"]+" )?rel="alternate" type="application\/rss\+xml" href="\/rss\.xml"/);
    expect(html, path).toMatch(/<link (nonce="[^"]+" )?rel="alternate" type="application\/atom\+xml" href="\/atom\.xml"/);
  }
});

it("RSS names writers in dc:creator (its <author> must be an e-mail), and each enclosure's length is the served image's size", async () => {
  const rssText = await (await get("/rss.xml")).text();
  expect(rssText).not.toContain("<author>");
  expect(rssText.match(/<dc:creator>[^<]+<\/dc:creator>/g)).toHaveLength(slugs.length);
  const enclosures = [...rssText.matchAll(/<enclosure ([^>]*)\/>/g)].map((m) => ({
    url: /url="([^"]+)"/.exec(m[1]!)![1]!,
    length: Number(/length="(\d+)"/.exec(m[1]!)![1]),
  }));
  expect(enclosures).toHaveLength(slugs.length);
  for (const { url, length } of enclosures) {
    const image = await get(new URL(url).pathname);
    expect(image.status, url).toBe(200);
    expect(length, url).toBe((await bytes(image)).length);
    expect(length, url).toBeGreaterThan(0);
  }
});

it("/favicon.ico is an icon, kept for a long time", async () => {
  const res = await get("/favicon.ico");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/x-icon");
  expect(Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
  const body = await bytes(res);
  // ICONDIR: reserved 0, type 1 (icon), at least one image, and a PNG inside.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  expect(body.subarray(body.readUInt32LE(18), body.readUInt32LE(18) + 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

it("every kind of page: canonical URL, Open Graph and Twitter tags, and JSON-LD valid for its schema.org types", async () => {
  const expectations: { path: string; types: string[] }[] = [
    // The site's entities where they are described, and wherever a node refers to one by its @id
    // (decision 112): every page's @id references resolve within the page (checked below).
    { path: "/", types: ["Organization", "Person", "WebSite", "Service", "FAQPage"] },
    { path: paths.about, types: ["Organization", "Person"] },
    { path: "/checkout-strategy-call", types: ["Organization", "Person", "Service"] },
    { path: "/checkout-premium-strategy", types: ["Organization", "Person", "Service"] },
    { path: "/contact", types: [] },
    { path: "/privacy-policy", types: [] },
    { path: "/insights", types: ["BreadcrumbList"] },
    { path: "/insights-full", types: ["BreadcrumbList"] },
    { path: `/insights/${slugs[1]}`, types: ["Organization", "Person", "BlogPosting", "BreadcrumbList"] },
  ];
  for (const { path, types } of expectations) {
    const html = await (await get(path)).text();
    expect(checkJsonLd(html).sort(), path).toEqual([...types].sort());
    expect(html, path).toContain(`<link rel="canonical" href="${site.url}${path === "/" ? "/" : path}"/>`);
    for (const key of ["og:title", "og:description", "og:url", "og:image", "og:type"]) expect(metaContent(html, "property", key), `${path} ${key}`).toHaveLength(1);
    for (const key of ["twitter:card", "twitter:title", "twitter:image"]) expect(metaContent(html, "name", key), `${path} ${key}`).toHaveLength(1);
    // A breadcrumb trail ends at the page it is on.
    const trails = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as { "@type"?: string; itemListElement?: { item: string }[] })
      .filter((d) => d["@type"] === "BreadcrumbList");
    for (const trail of trails) expect(trail.itemListElement?.at(-1)?.item, `${path} breadcrumb`).toBe(`${site.url}${path}`);
    // Every node a page names by its @id alone is described on that page.
    const ids = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!).join("");
    const described = new Set([...ids.matchAll(/"@id":"([^"]+)","[^@]/g)].map((m) => m[1]));
    for (const [, ref] of ids.matchAll(/\{"@id":"([^"]+)"\}/g)) expect(described, `${path}: ${ref} is named but not described`).toContain(ref);
  }
  const site_image = await get("/og/site.png");
  expect(site_image.headers.get("content-type")).toBe("image/png");
});

it("an insight's head: '{title} | {author}', article tags, its own 1200×630 image", async () => {
  const html = await (await get("/insights/cookie-consent-compliance-exposes-cms-website-flaws")).text();
  expect(html).toContain("<title>Cookie Consent Compliance Exposes the Flaws in CMS Websites | Jordan Avery</title>");
  expect(metaContent(html, "property", "og:type")).toEqual(["article"]);
  expect(metaContent(html, "property", "article:author")).toEqual(["Jordan Avery"]);
  expect(metaContent(html, "property", "article:published_time")).toEqual(["2025-06-07T00:00:00.000Z"]);
  expect(metaContent(html, "property", "article:section")).toEqual(["Security"]);
  // The author's snippet, not the card's 211-character excerpt that a search result would cut.
  const snippet = "A cookie banner that loads after the trackers it should block is worse than none. Why consent is hard on plug-in CMS sites, and what getting it right takes.";
  expect(metaContent(html, "name", "description")).toEqual([snippet]);
  expect(metaContent(html, "property", "og:description")).toEqual([snippet]);
  expect(metaContent(html, "property", "article:tag")).toEqual(["Cookie Consent", "Privacy", "GDPR", "Compliance", "WordPress", "Website Security"]);
  const image = metaContent(html, "property", "og:image")[0]!;
  expect(image).toBe(`${site.url}/og/cookie-consent-compliance-exposes-cms-website-flaws.png`);
  const png = await get(new URL(image).pathname);
  expect(png.status).toBe(200);
  const pngBytes = await bytes(png);
  // PNG header: width and height are the big-endian words at 16 and 20.
  expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

// Left tests/e2e/routes.spec.ts, which opened no page for it (decision 106).
it("the page's metadata is in the server HTML", async () => {
  const html = await (await get("/privacy-policy")).text();
  expect(html).toContain("<title>Privacy Policy |");
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/privacy-policy"/);
  expect(html).toContain('property="og:title"');
});

it("/insights-full: index, follow with social tags as it is; noindex, nofollow, no social tags and no canonical with a search or category", async () => {
  // On the site's own host (the tests' 127.0.0.1 is told noindex for every page).
  const plain = (await rawRequest(base(), { path: "/insights-full", headers: { host: new URL(site.url).host } })).body.toString();
  expect(plain).toContain('<meta name="robots" content="index, follow"/>');
  expect(plain).toContain(`<link rel="canonical" href="${site.url}/insights-full"/>`);
  expect(metaContent(plain, "property", "og:title")).toHaveLength(1);
  for (const query of ["?search=cookie", "?search=", "?category=security", "?search=x&category=growth"]) {
    const html = await (await get(`/insights-full${query}`)).text();
    expect(html, query).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(metaContent(html, "property", "og:title"), query).toEqual([]);
    expect(metaContent(html, "name", "twitter:card"), query).toEqual([]);
    // Noindex here, and a canonical naming the indexed list would contradict it.
    expect(html, query).not.toContain('rel="canonical"');
  }
});

/**
 * Issue 47: SITE_URL sets the address at run time, over content/site.ts: the same build, started
 * with SITE_URL=https://www.realbiz.test, names it everywhere a crawler reads, and the sample's
 * address nowhere.
 */
describe("SITE_URL", () => {
  const realbiz = "https://www.realbiz.test";
  const host = { host: "www.realbiz.test" };
  const siteUrlBase = productionServerForFile({ port: SEO_PORT + 1, name: "seo-site-url", env: { SITE_URL: realbiz } });
  const getOk = async (path: string, headers: Record<string, string> = host) => {
    const res = await rawRequest(siteUrlBase(), { path, headers });
    expect(res.status, path).toBe(200);
    return res;
  };
  /** The sample's address: any URL on example.com (its contact e-mail is another fact, changed in content/site.ts). */
  const sampleAddress = (text: string) => text.replaceAll(site.email, "").match(/[\w.-]*example\.com[^"'<\s]*/g) ?? [];

  // Some 30 pages and files, most rendered for the first time: more than the default 20 s on a loaded machine.
  it("canonical, og:url, JSON-LD, sitemap, robots.txt and feeds name it; no page's head names the sample's address", { timeout: 120_000 }, async () => {
    const publicPaths = [...pages.map((p) => p.path).filter((p) => !isAdminPath(p)), `/insights/${slugs[0]}`];
    for (const path of publicPaths) {
      const res = await rawRequest(siteUrlBase(), { path, headers: host });
      if (res.status !== 200) continue; // a page that needs a visit's data (the purchase's end) answers otherwise
      const html = res.body.toString();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(sampleAddress(head), path).toEqual([]);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
      if (canonical) expect(canonical, path).toBe(`${realbiz}${path === "/" ? "/" : path}`);
      for (const url of metaContent(head, "property", "og:url")) expect(url, path).toBe(`${realbiz}${path === "/" ? "/" : path}`);
      for (const url of metaContent(head, "property", "og:image")) expect(url.startsWith(`${realbiz}/og/`), path).toBe(true);
    }
    const home = (await getOk("/")).body.toString();
    expect(checkJsonLd(home).sort()).toEqual(["FAQPage", "Organization", "Person", "Service", "WebSite"]);
    expect(home).toContain(`"@id":"${realbiz}/#organization"`);
    expect(home).toContain(`"url":"${realbiz}/checkout-premium-strategy"`);
    expect(sampleAddress(home.slice(0, home.indexOf("</head>")))).toEqual([]);

    const sitemap = (await getOk("/sitemap.xml")).body.toString();
    const locs = [...sitemap.matchAll(/<loc>(.*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(SITEMAP_STATIC_PAGES.length + slugs.length);
    for (const loc of locs) expect(loc.startsWith(`${realbiz}/`), loc).toBe(true);

    expect((await getOk("/robots.txt")).body.toString()).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${realbiz}/sitemap.xml\n`);

    for (const feed of ["/rss.xml", "/atom.xml"]) {
      const text = (await getOk(feed)).body.toString();
      expect(text, feed).toContain(`${realbiz}/insights/${slugs[0]}`);
      expect(sampleAddress(text), feed).toEqual([]);
    }
  });

  it("its host is indexed; any other, the sample's address included, is told noindex in the header and the page alike", async () => {
    for (const path of ["/", "/contact"]) {
      expect(await robotsSignals(siteUrlBase(), path, "www.realbiz.test"), path).toEqual({ header: undefined, meta: ["index, follow"] });
      for (const other of [new URL(site.url).host, "realbiz.test", "127.0.0.1"]) {
        expect(await robotsSignals(siteUrlBase(), path, other), `${other}${path}`).toEqual({ header: "noindex, nofollow", meta: ["noindex, nofollow"] });
      }
    }
    expect((await getOk("/robots.txt", { host: new URL(site.url).host })).body.toString()).toBe("User-agent: *\nAllow: /\n");
  });
});
