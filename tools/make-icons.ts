/**
 * The site's raster icons, drawn from public/favicon.svg (the logo mark, app/ui/logo.tsx):
 * favicon-48.png (browsers' tab icon; Google asks for a multiple of 48 px) and
 * apple-touch-icon.png (180 px: iOS home screens, which take no SVG). Raster on purpose: a
 * browser decodes an SVG icon by building an SVG document in the page's own renderer, 5–25 ms of
 * its main thread during the load on a phone (docs/decisions/019-main-thread-in-the-load.md). Run after
 * changing the mark: `npx tsx tools/make-icons.ts`; tools/make-icons.test.ts fails until then.
 *
 * Also favicon.ico, for what asks for /favicon.ico without reading the page (feed readers,
 * crawlers, bookmarks tools, old browsers): an ICO container holding the mark as PNG at 16, 32
 * and 48 px (PNG inside an ICO is valid since Windows Vista and every browser reads it).
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const icons = [
  { file: "favicon-48.png", size: 48 },
  { file: "apple-touch-icon.png", size: 180 },
] as const;

/** The sizes inside favicon.ico. */
export const icoSizes = [16, 32, 48] as const;

export const publicDir = fileURLToPath(new URL("../public/", import.meta.url));

/**
 * The mark at `size` px square, as PNG bytes (the SVG's 32-unit view box drawn at that size).
 * Three flat colours and their anti-aliased edges fit a 16-colour palette: half the bytes of a
 * 256-colour one (favicon-48.png 462 instead of 1,097; the touch icon 1,328 instead of 2,932),
 * and no visible change (mean difference from the unquantised drawing 3.4 levels of 255,
 * against 2.9 with 256 colours). `palette: false` gives 32-bit RGBA, the PNG flavour the ICO
 * format documents.
 */
const PALETTE_COLOURS = 16;

export async function renderIcon(svg: Buffer, size: number, { palette = true } = {}): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png(palette ? { compressionLevel: 9, palette, colours: PALETTE_COLOURS, effort: 10 } : { compressionLevel: 9 })
    .toBuffer();
}

/**
 * An ICO file holding the given PNGs: the 6-byte ICONDIR (reserved 0, type 1 = icon, count), one
 * 16-byte ICONDIRENTRY per image (width, height, colours 0, reserved 0, planes 1, 32 bits per
 * pixel, byte length, offset), then the PNGs' bytes as they are.
 */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, n) => {
    const at = 6 + 16 * n;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/** The images inside an ICO file (the reverse of icoFromPngs; for the test). */
export function pngsInIco(ico: Buffer): { size: number; png: Buffer }[] {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error("not an ICO file");
  return Array.from({ length: ico.readUInt16LE(4) }, (_, n) => {
    const at = 6 + 16 * n;
    const length = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return { size: ico.readUInt8(at) || 256, png: ico.subarray(offset, offset + length) };
  });
}

export async function renderIco(svg: Buffer): Promise<Buffer> {
  return icoFromPngs(await Promise.all(icoSizes.map(async (size) => ({ size, png: await renderIcon(svg, size, { palette: false }) }))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const svg = await readFile(`${publicDir}favicon.svg`);
  for (const { file, size } of icons) await writeFile(`${publicDir}${file}`, await renderIcon(svg, size));
  await writeFile(`${publicDir}favicon.ico`, await renderIco(svg));
}
