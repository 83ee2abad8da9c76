import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { insightCategories } from "#content/insights/categories.ts";
import { offerLine } from "#content/offers.ts";
import { site } from "#content/site.ts";

/**
 * The site's Open Graph images (1200×630, one per insight, one for the site), drawn at build time
 * from words alone (no stock art, nothing downloaded). The insights' covers share the band, the
 * mark and the fonts defined here but not the layout (tools/insights/cover-image.ts).
 *
 * The layout (docs/design/brief.md, 'Open Graph images'): the letterhead, the eyebrow in amber
 * over an amber rule and the title fill the left three fifths; the right two fifths hold the mark
 * and the offer line under it (content/offers.ts), so a shared link says what is sold. satori lays
 * it out as SVG with Inter (.woff: satori reads TTF/OTF/WOFF, not WOFF2), and sharp (already used
 * by the image pipeline) rasterises it.
 */
export const OG_SIZE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | null = null;

/** Inter at 400 and 700, read once. */
export const cardFonts = () =>
  (fonts ??= [
    { name: "Inter", data: font(400), weight: 400, style: "normal" },
    { name: "Inter", data: font(700), weight: 700, style: "normal" },
  ]);

export type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
export const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

/** The mark of app/ui/logo.tsx (and public/favicon.svg) with the theme's colours written out. */
export const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3730a3"/><path d="M7.5 24 14 10.5 20.5 24M10.6 18.5h6.8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="23.5" cy="10" r="3" fill="#fbbf24"/></svg>',
).toString("base64")}`;

/** The night band, ending in the brand's indigo (the site) or in the category's colour (an insight). */
export const BANDS = {
  brand: "linear-gradient(135deg, #0b1120 0%, #1e1b4b 55%, #312e81 100%)",
  blue: "linear-gradient(135deg, #0b1120 0%, #172554 55%, #1e40af 100%)",
  purple: "linear-gradient(135deg, #0b1120 0%, #3b0764 55%, #6b21a8 100%)",
} as const;
export type Band = keyof typeof BANDS;

/** The band of a category's colour (SPEC §3 'Category'; the same colour as its badge). */
export const categoryBand = (category: string): Band => insightCategories.find((c) => c.key === category)?.colour ?? "blue";

export interface CardWords {
  eyebrow: string;
  title: string;
  /** The line at the bottom left (author, host); none on a cover. */
  footer?: string;
}

/** The title's size on a 1200-wide canvas: smaller as it grows, so that it stays within four lines of the text column. */
export const titleSize = (title: string) => (title.length > 80 ? 38 : title.length > 55 ? 44 : title.length > 35 ? 52 : 60);

/**
 * The layout, on a canvas `scale` times 1200 wide: every length below is for 1200 px and is
 * multiplied, so the cover (1920, scale 1.6) is the Open Graph image's drawing, larger.
 */
async function drawCard({ eyebrow, title, footer }: CardWords, size: { width: number; height: number }, band: Band): Promise<Buffer> {
  const s = size.width / OG_SIZE.width;
  const px = (n: number) => Math.round(n * s);
  // The left three fifths: the text's column, padding included.
  const column = px(720);
  const [first, ...rest] = site.logoText.split(" ");
  const text = h(
    "div",
    { display: "flex", flexDirection: "column", justifyContent: "space-between", width: column, flexShrink: 0, height: "100%", padding: `${px(56)}px ${px(40)}px ${px(56)}px ${px(64)}px`, boxSizing: "border-box" },
    [
      h("div", { display: "flex", alignItems: "center", fontSize: px(34), letterSpacing: -0.5 * s }, [
        { type: "img", props: { src: MARK, width: px(60), height: px(60), style: { marginRight: px(18), borderRadius: px(14) } } },
        h("span", { fontWeight: 700 }, first),
        h("span", { fontWeight: 400, marginLeft: px(10) }, rest.join(" ")),
      ]),
      h("div", { display: "flex", flexDirection: "column" }, [
        h("div", { display: "flex", fontSize: px(20), fontWeight: 700, color: "#fbbf24", letterSpacing: 2 * s, textTransform: "uppercase" }, eyebrow),
        h("div", { display: "flex", width: px(96), height: px(6), borderRadius: px(3), background: "#fbbf24", marginTop: px(18), marginBottom: px(22) }),
        h("div", { display: "flex", fontSize: px(titleSize(title)), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 * s }, title),
      ]),
      // An empty line keeps the title where it is on a card without a footer.
      h("div", { display: "flex", fontSize: px(24), color: "#c7d2fe", minHeight: px(30) }, footer ?? ""),
    ],
  );
  // The right two fifths: a lighter panel, the mark at its centre, and under it the offer line.
  const panel = h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      // Exactly the right two fifths: a long offer line wraps, it never narrows the title's column.
      width: size.width - column,
      flexShrink: 0,
      height: "100%",
      padding: `0 ${px(56)}px`,
      boxSizing: "border-box",
      background: "rgba(255, 255, 255, 0.06)",
      borderLeft: `${px(2)}px solid rgba(251, 191, 36, 0.35)`,
    },
    [
      { type: "img", props: { src: MARK, width: px(150), height: px(150), style: { borderRadius: px(34) } } },
      h(
        "div",
        { display: "flex", flexDirection: "column", alignItems: "center", marginTop: px(36), fontSize: px(28), lineHeight: 1.3, fontWeight: 700, color: "#ffffff", textAlign: "center" },
        // Its parts (joined by " · ") a line each: a break never leaves a dot at a line's end.
        offerLine.split(" · ").map((part) => h("div", { display: "flex" }, part)),
      ),
    ],
  );
  const svg = await satori(
    h("div", { width: "100%", height: "100%", display: "flex", background: BANDS[band], color: "#ffffff", fontFamily: "Inter" }, [text, panel]) as never,
    { ...size, fonts: cardFonts() },
  );
  return Buffer.from(svg);
}

/** An Open Graph image (1200×630 PNG): the brand's band, the words on the left, the mark and the offer line on the right. */
export async function ogImage(words: Required<CardWords>): Promise<Buffer> {
  return sharp(await drawCard(words, OG_SIZE, "brand")).png({ compressionLevel: 9 }).toBuffer();
}
