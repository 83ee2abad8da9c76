import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { insightCategories } from "#content/insights/categories.ts";
import { site } from "#content/site.ts";
import { loadInsights, type LoadedInsight } from "./insights/load-insights.ts";
import { ogImage } from "./insights/og-image.ts";

/**
 * The Insights at build time (docs/decisions/013): reads content/insights/*.md, checks them,
 * renders their Markdown, and offers the result to the app as modules, so that nothing of the
 * pipeline (unified, yaml, the sanitiser) is ever in a bundle:
 *
 * - `virtual:insights`: every insight's summary (front matter, thumbnail) and, per slug, a loader
 *   of its article module;
 * - the article's HTML, its headings, word count and hero image, read when its page is rendered
 *   (none in the browser's build: the server alone renders articles). In the server's build each
 *   article is a JSON file of its own (insight-articles/{slug}.json beside the server's code),
 *   read from disk at each render and then let go: with 1,000 insights, one module per article
 *   kept all of them in memory once each had been asked for (issue 23: 1,000 modules, 28 MB of
 *   RSS for the fixture's short articles). In development, `virtual:insight-article/{slug}`, a
 *   module per article, so an edit reloads.
 *
 * It also draws the Open Graph images into the client build (og/{slug}.png, og/site.png).
 * INSIGHTS_DIR points it at another folder (the bench's 1,000-insight fixture);
 * INSIGHTS_OG_IMAGES=off skips the images (that fixture only).
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const INDEX = "virtual:insights";
const ARTICLE = "virtual:insight-article/";
/** The server build's folder of article files, and the placeholder its code names it by until its chunk's place is known. */
export const ARTICLES_DIR = "insight-articles";
const ARTICLES_DIR_PLACEHOLDER = "__INSIGHT_ARTICLES_DIR__";
/** What an article's file holds (its hero image comes from the index: its URLs are the build's). */
const articleFile = (i: LoadedInsight) => JSON.stringify({ html: i.html, headings: i.headings, wordCount: i.wordCount });

const thumbQuery = "?w=400;800&format=avif;webp;jpg&as=picture";
const heroQuery = "?w=768;1080;1440&format=avif;webp;jpg&as=picture";

export const ogImagePath = (slug: string) => `og/${slug}.png`;
export const siteOgImagePath = "og/site.png";

function categoryName(key: string) {
  return insightCategories.find((c) => c.key === key)?.name ?? key;
}

/**
 * The words of the Open Graph images: the same in the build and in development. No address in
 * them: they are drawn at build time, and the address is SITE_URL's, read at start (one build
 * serves staging and production; issue 47).
 */
const siteOgImage = { eyebrow: site.companyName, title: site.tagline, footer: `${site.ownerName} · ${site.location}` };
const insightOgImage = ({ frontMatter: f }: LoadedInsight) => ({
  eyebrow: `${categoryName(f.category)} · Strategic Insights`,
  title: f.title,
  footer: `${f.author} · ${site.companyName}`,
});

export function insightsContent(): Plugin {
  const dir = path.resolve(root, process.env.INSIGHTS_DIR || "content/insights");
  const drawImages = process.env.INSIGHTS_OG_IMAGES !== "off";
  let cached: LoadedInsight[] | null = null;
  let build = false;
  const all = () => (build && cached ? cached : (cached = loadInsights(dir)));
  const image = (file: string, query: string) => JSON.stringify(path.join(dir, "images", file) + query);

  return {
    name: "insights-content",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      if (id === INDEX || id.startsWith(ARTICLE)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith("\0")) return;
      const real = id.slice(1);
      if (real === INDEX) {
        const insights = all();
        for (const i of insights) this.addWatchFile(i.file);
        const imports = insights.map((i, n) => `import thumb${n} from ${image(i.frontMatter.thumbnailImage, thumbQuery)};`);
        const list = insights.map((i, n) => {
          const { heroImage: _hero, thumbnailImage: _thumb, ...summary } = i.frontMatter;
          // An article with a post embed needs its frame allowed (app/features/insights/csp.ts).
          const embeds = i.html.includes('class="insight-embed"');
          return `{...${JSON.stringify({ ...summary, embeds })}, thumbnail: thumb${n}}`;
        });
        // Articles are rendered by the server only (public pages never hydrate: docs/decisions/020),
        // so the browser's build has no articles.
        if (this.environment.name === "client") return `${imports.join("\n")}\nexport const insights = [${list.join(",\n")}];\nexport const articles = {};\n`;
        if (!build) {
          const loaders = insights.map((i) => `${JSON.stringify(i.frontMatter.slug)}: () => import(${JSON.stringify(ARTICLE + i.frontMatter.slug)})`);
          return `${imports.join("\n")}\nexport const insights = [${list.join(",\n")}];\nexport const articles = {${loaders.join(",\n")}};\n`;
        }
        // The server's build: each article read from its file when asked for (writeBundle writes them).
        const heroes = insights.map((i, n) => `import hero${n} from ${image(i.frontMatter.heroImage, heroQuery)};`);
        const readers = insights.map((i, n) => `${JSON.stringify(i.frontMatter.slug)}: () => readArticle(${JSON.stringify(i.frontMatter.slug)}, hero${n})`);
        return [
          'import { readFile } from "node:fs/promises";',
          ...imports,
          ...heroes,
          `const articlesDir = new URL(${JSON.stringify(`${ARTICLES_DIR_PLACEHOLDER}/`)}, import.meta.url);`,
          "const readArticle = async (slug, hero) => ({ default: { ...JSON.parse(await readFile(new URL(`${slug}.json`, articlesDir), \"utf8\")), hero } });",
          `export const insights = [${list.join(",\n")}];`,
          `export const articles = {${readers.join(",\n")}};`,
          "",
        ].join("\n");
      }
      if (real.startsWith(ARTICLE)) {
        const slug = real.slice(ARTICLE.length);
        const insight = all().find((i) => i.frontMatter.slug === slug);
        if (!insight) throw new Error(`insights: no insight ${slug}`);
        this.addWatchFile(insight.file);
        return `import hero from ${image(insight.frontMatter.heroImage, heroQuery)};\nexport default { html: ${JSON.stringify(insight.html)}, headings: ${JSON.stringify(insight.headings)}, wordCount: ${insight.wordCount}, hero };\n`;
      }
    },
    renderChunk(code, chunk) {
      if (!code.includes(ARTICLES_DIR_PLACEHOLDER)) return null;
      // The articles' folder as seen from this chunk (the server's index.js: ./insight-articles).
      const rel = path.posix.relative(path.posix.dirname(chunk.fileName), ARTICLES_DIR);
      return { code: code.replaceAll(ARTICLES_DIR_PLACEHOLDER, rel.startsWith(".") ? rel : `./${rel}`), map: null };
    },
    writeBundle(options) {
      if (!build || this.environment.name === "client" || !options.dir) return;
      const dir = path.join(options.dir, ARTICLES_DIR);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const i of all()) writeFileSync(path.join(dir, `${i.frontMatter.slug}.json`), articleFile(i));
    },
    async generateBundle() {
      if (this.environment.name !== "client" || !drawImages) return;
      this.emitFile({
        type: "asset",
        fileName: siteOgImagePath,
        source: await ogImage(siteOgImage),
      });
      for (const i of all()) {
        this.emitFile({ type: "asset", fileName: ogImagePath(i.frontMatter.slug), source: await ogImage(insightOgImage(i)) });
      }
    },
    configureServer(server) {
      // Development: draw an Open Graph image when it is asked for.
      server.middlewares.use((req, res, next) => {
        const m = /^\/og\/([a-z0-9-]+)\.png$/.exec(req.url ?? "");
        if (!m) return next();
        const insight = m[1] === "site" ? null : all().find((i) => i.frontMatter.slug === m[1]);
        if (m[1] !== "site" && !insight) return next();
        ogImage(insight ? insightOgImage(insight) : siteOgImage).then(
          (png) => {
            res.setHeader("Content-Type", "image/png");
            res.end(png);
          },
          (err: unknown) => next(err),
        );
      });
    },
  };
}
