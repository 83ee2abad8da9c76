import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";

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

export async function ogImage({ eyebrow, title, footer }: { eyebrow: string; title: string; footer: string }): Promise<Buffer> {
  fonts ??= [
    { name: "Inter", data: font(400), weight: 400, style: "normal" },
    { name: "Inter", data: font(700), weight: 700, style: "normal" },
  ];
  const textWidth = OG_SIZE.width - 160;
  const titleSize = title.length > 90 ? 52 : title.length > 60 ? 60 : 68;
  const svg = await satori(
    h(
      "div",
      {
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        boxSizing: "border-box",
        background: "linear-gradient(135deg, #1e1b4b 0%, #3730a3 55%, #6d28d9 100%)",
        color: "#ffffff",
        fontFamily: "Inter",
      },
      [
        h("div", { display: "flex", width: textWidth, fontSize: 30, fontWeight: 700, color: "#c7d2fe", letterSpacing: 1 }, eyebrow),
        h("div", { display: "flex", width: textWidth, fontSize: titleSize, fontWeight: 700, lineHeight: 1.15 }, title),
        h("div", { display: "flex", width: textWidth, fontSize: 28, color: "#e0e7ff" }, footer),
      ],
    ) as never,
    { ...OG_SIZE, fonts },
  );
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
