/** Types for subset-font (which ships none), as far as scripts/font-subset.js uses it. */
declare module "subset-font" {
  interface Options {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
