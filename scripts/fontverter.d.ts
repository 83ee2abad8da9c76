/** fontverter (a dependency of subset-font) ships no types: the one call scripts/font-fallback.js makes. */
declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, toFormat: "truetype" | "woff" | "woff2" | "sfnt", fromFormat?: string): Promise<Buffer>;
  };
  export default fontverter;
}
