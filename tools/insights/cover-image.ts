import satori from "satori";
import sharp from "sharp";
import { insightCategories, type InsightCategoryKey } from "#content/insights/categories.ts";
import { site } from "#content/site.ts";
import { BANDS, MARK, cardFonts, categoryBand, h, type Node } from "./og-image.ts";

/**
 * An insight's cover (1920×1080 JPEG: its hero and its card's thumbnail), drawn by
 * tools/make-covers.ts into content/insights/images so it goes through the image pipeline like
 * any photo.
 *
 * The article page shows the cover right under its h1, and a card right above its title: a cover
 * that repeated the title (as the first ones did, issue 48) said the same thing twice. So a cover
 * never draws the title. It says what the title does not, from the article's own words: what the
 * article covers (its first section headings, numbered) and how long it is (its sections and
 * reading time). Its category gives the band's colour and a motif of its own on the right, so
 * covers differ at a glance even as thumbnails, where the words are too small to read.
 *
 * Words stay in the left three fifths: a card that crops the cover from the right (the featured
 * card, object-position left) never cuts a word, only the motif.
 */
export const COVER_SIZE = { width: 1920, height: 1080 } as const;

/**
 * How many of the article's section headings the cover lists. Words cost bytes: at 1080 px in
 * AVIF four headings made a cover ~50% heavier than the title alone (16 kB against 11), three
 * ~35% (~14.5 kB), while three still say what the article covers.
 */
export const COVER_HEADINGS = 3;

export interface CoverSource {
  category: string;
  readingTime: number;
  /** The article's Markdown body: its `## ` headings are the cover's words. */
  body: string;
}

/** The article's section headings (`## ` lines), their inline Markdown marks removed. */
export function sectionHeadings(body: string): string[] {
  return [...body.matchAll(/^##[ \t]+(.+?)[ \t#]*$/gm)].map((m) => m[1]!.replace(/[*_`]/g, "").trim());
}

/** Every string the cover draws, in order: the test checks them against the title. */
export function coverWords({ category, readingTime, body }: CoverSource): { eyebrow: string; headings: string[]; footer: string } {
  const name = insightCategories.find((c) => c.key === category)?.name ?? category;
  const all = sectionHeadings(body);
  return {
    eyebrow: `${name} · In this article`,
    headings: all.slice(0, COVER_HEADINGS),
    footer: `${all.length} ${all.length === 1 ? "section" : "sections"} · ${readingTime} min read`,
  };
}

const AMBER = "#fbbf24";
const svg = (body: string) => `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 560" fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`).toString("base64")}`;
const faint = 'stroke="#ffffff" stroke-opacity="0.28"';

/**
 * One motif per category, drawn in the right two fifths (400×560 units): a route to a goal
 * (strategy), stacked layers and a code bracket (technology), nested shields and a keyhole
 * (security), rising steps (growth), a series of parts (the Lovable series). Lines only, white
 * and amber, so they read on either band and stay small as JPEG.
 */
const MOTIFS: Record<InsightCategoryKey, string> = {
  strategy: svg(
    `<path d="M60 480 C 140 470, 90 360, 170 340 S 290 300, 240 210 S 300 110, 330 100" ${faint} stroke-width="6" stroke-dasharray="2 18"/>` +
      [
        [60, 480],
        [170, 340],
        [240, 210],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/>`)
        .join("") +
      `<circle cx="330" cy="100" r="50" stroke="${AMBER}" stroke-width="6"/><circle cx="330" cy="100" r="26" stroke="${AMBER}" stroke-width="6"/><circle cx="330" cy="100" r="8" fill="${AMBER}"/>`,
  ),
  technology: svg(
    [380, 300, 220]
      .map((y, i) => `<path d="M200 ${y - 60} L330 ${y} L200 ${y + 60} L70 ${y} Z" stroke="${i === 2 ? AMBER : "#ffffff"}" stroke-opacity="${i === 2 ? 1 : 0.3 + i * 0.2}" stroke-width="6"/>`)
      .join("") + `<path d="M150 470 L110 500 L150 530 M250 470 L290 500 L250 530 M215 460 L185 540" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/>`,
  ),
  security: svg(
    [1, 0.72, 0.44]
      .map((k, i) => {
        const w = 150 * k;
        const top = 280 - 200 * k;
        return `<path d="M200 ${top} L${200 + w} ${top + 60 * k} C ${200 + w} ${top + 260 * k}, ${200 + w * 0.5} ${top + 350 * k}, 200 ${top + 400 * k} C ${200 - w * 0.5} ${top + 350 * k}, ${200 - w} ${top + 260 * k}, ${200 - w} ${top + 60 * k} Z" stroke="${i === 2 ? AMBER : "#ffffff"}" stroke-opacity="${i === 2 ? 1 : 0.3 + i * 0.2}" stroke-width="6"/>`;
      })
      .join("") + `<circle cx="200" cy="262" r="14" fill="${AMBER}"/><path d="M200 276 L200 310" stroke="${AMBER}" stroke-width="10"/>`,
  ),
  growth: svg(
    [0, 1, 2, 3]
      .map((i) => `<rect x="${50 + i * 80}" y="${430 - i * 90}" width="60" height="${90 + i * 90}" rx="8" stroke="#ffffff" stroke-opacity="${0.3 + i * 0.12}" stroke-width="6"/>`)
      .join("") + `<path d="M60 330 L150 270 L220 290 L340 120" stroke="${AMBER}" stroke-width="8"/><path d="M290 120 L340 120 L340 170" stroke="${AMBER}" stroke-width="8"/>`,
  ),
  "lovable-series": svg(
    [3, 2, 1, 0]
      .map((i) => `<rect x="${90 + i * 40}" y="${140 + i * 70}" width="200" height="150" rx="22" stroke="${i === 0 ? AMBER : "#ffffff"}" stroke-opacity="${i === 0 ? 1 : 0.75 - i * 0.15}" stroke-width="6"/>`)
      .join("") + `<path d="M140 185 L240 185 M140 215 L210 215" stroke="${AMBER}" stroke-width="6"/>`,
  ),
};

/** The cover's layout as satori's element tree: what is drawn, and the test's way to read its words. */
export function coverTree(source: CoverSource): Node {
  const { width } = COVER_SIZE;
  const words = coverWords(source);
  const column = Math.round(width * 0.6);
  const [first, ...rest] = site.logoText.split(" ");
  const motif = MOTIFS[source.category as InsightCategoryKey] ?? MOTIFS.strategy;
  const text = h(
    "div",
    { display: "flex", flexDirection: "column", justifyContent: "space-between", width: column, flexShrink: 0, height: "100%", padding: "90px 64px 90px 102px", boxSizing: "border-box" },
    [
      h("div", { display: "flex", alignItems: "center", fontSize: 54, letterSpacing: -0.8 }, [
        { type: "img", props: { src: MARK, width: 96, height: 96, style: { marginRight: 29, borderRadius: 22 } } },
        h("span", { fontWeight: 700 }, first),
        h("span", { fontWeight: 400, marginLeft: 16 }, rest.join(" ")),
      ]),
      h("div", { display: "flex", flexDirection: "column" }, [
        h("div", { display: "flex", fontSize: 34, fontWeight: 700, color: AMBER, letterSpacing: 3, textTransform: "uppercase" }, words.eyebrow),
        h("div", { display: "flex", width: 154, height: 10, borderRadius: 5, background: AMBER, marginTop: 29, marginBottom: 40 }),
        ...words.headings.map((heading, i) =>
          h("div", { display: "flex", alignItems: "baseline", marginTop: i === 0 ? 0 : 26 }, [
            h("span", { display: "flex", width: 84, flexShrink: 0, fontSize: 40, fontWeight: 700, color: AMBER }, String(i + 1).padStart(2, "0")),
            h("span", { display: "flex", fontSize: 50, fontWeight: 700, lineHeight: 1.15, letterSpacing: -1 }, heading),
          ]),
        ),
      ]),
      h("div", { display: "flex", fontSize: 38, color: "#c7d2fe" }, words.footer),
    ],
  );
  const panel = h(
    "div",
    { display: "flex", alignItems: "center", justifyContent: "center", width: width - column, flexShrink: 0, height: "100%", background: "rgba(255, 255, 255, 0.06)", borderLeft: "3px solid rgba(251, 191, 36, 0.35)" },
    [{ type: "img", props: { src: motif, width: 480, height: 672 } }],
  );
  return h("div", { width: "100%", height: "100%", display: "flex", background: BANDS[categoryBand(source.category)], color: "#ffffff", fontFamily: "Inter" }, [text, panel]);
}

export async function coverImage(source: CoverSource): Promise<Buffer> {
  const drawn = await satori(coverTree(source) as never, { ...COVER_SIZE, fonts: cardFonts() });
  // 4:4:4 keeps the text's colour edges sharp; the pipeline re-encodes it (AVIF, WebP, JPEG) anyway.
  return sharp(Buffer.from(drawn)).jpeg({ quality: 80, chromaSubsampling: "4:4:4", mozjpeg: true }).toBuffer();
}
