import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { site } from "#content/site.ts";

/**
 * The 1200×630 Open Graph images (one per insight, one for the site), drawn at build time:
 * satori lays the title out as SVG with Inter (.woff: satori reads TTF/OTF/WOFF, not WOFF2),
 * and sharp (already used by the image pipeline) turns it into a PNG.
 */
export const OG_SIZE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | null = null;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

/** The mark of app/ui/logo.tsx (and public/favicon.svg) with the theme's colours written out. */
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3730a3"/><path d="M7.5 24 14 10.5 20.5 24M10.6 18.5h6.8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="23.5" cy="10" r="3" fill="#fbbf24"/></svg>',
).toString("base64")}`;

/**
 * The brief's letterhead on a night band (docs/design/brief.md): the mark and wordmark at the top,
 * the eyebrow in amber, an amber rule, the title, and the footer line in a soft indigo.
 */
export async function ogImage({ eyebrow, title, footer }: { eyebrow: string; title: string; footer: string }): Promise<Buffer> {
  fonts ??= [
    { name: "Inter", data: font(400), weight: 400, style: "normal" },
    { name: "Inter", data: font(700), weight: 700, style: "normal" },
  ];
  const textWidth = OG_SIZE.width - 160;
  const titleSize = title.length > 90 ? 50 : title.length > 60 ? 58 : 66;
  const [first, ...rest] = site.logoText.split(" ");
  const svg = await satori(
    h(
      "div",
      {
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        boxSizing: "border-box",
        background: "linear-gradient(135deg, #0b1120 0%, #1e1b4b 55%, #312e81 100%)",
        color: "#ffffff",
        fontFamily: "Inter",
      },
      [
        h("div", { display: "flex", alignItems: "center", fontSize: 34, letterSpacing: -0.5 }, [
          { type: "img", props: { src: MARK, width: 60, height: 60, style: { marginRight: 18, borderRadius: 14 } } },
          h("span", { fontWeight: 700 }, first),
          h("span", { fontWeight: 400, marginLeft: 10 }, rest.join(" ")),
        ]),
        h("div", { display: "flex", flexDirection: "column", width: textWidth }, [
          h("div", { display: "flex", fontSize: 26, fontWeight: 700, color: "#fbbf24", letterSpacing: 3, textTransform: "uppercase" }, eyebrow),
          h("div", { display: "flex", width: 96, height: 6, borderRadius: 3, background: "#fbbf24", marginTop: 22, marginBottom: 26 }),
          h("div", { display: "flex", fontSize: titleSize, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 }, title),
        ]),
        h("div", { display: "flex", width: textWidth, fontSize: 26, color: "#c7d2fe" }, footer),
      ],
    ) as never,
    { ...OG_SIZE, fonts },
  );
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
