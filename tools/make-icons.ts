/**
 * The site's raster icons, drawn from public/favicon.svg (the logo mark, app/ui/logo.tsx):
 * favicon-48.png (browsers' tab icon; Google asks for a multiple of 48 px) and
 * apple-touch-icon.png (180 px: iOS home screens, which take no SVG). Raster on purpose: a
 * browser decodes an SVG icon by building an SVG document in the page's own renderer, 5–25 ms of
 * its main thread during the load on a phone (docs/decisions/019-main-thread-in-the-load.md). Run after
 * changing the mark: `npx tsx tools/make-icons.ts`; tools/make-icons.test.ts fails until then.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const icons = [
  { file: "favicon-48.png", size: 48 },
  { file: "apple-touch-icon.png", size: 180 },
] as const;

export const publicDir = fileURLToPath(new URL("../public/", import.meta.url));

/** The mark at `size` px square, as PNG bytes (the SVG's 32-unit view box drawn at that size). */
export async function renderIcon(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const svg = await readFile(`${publicDir}favicon.svg`);
  for (const { file, size } of icons) await writeFile(`${publicDir}${file}`, await renderIcon(svg, size));
}
