/**
 * Site images. Each is resized and re-encoded at build time into AVIF and WebP (plus a JPEG
 * fallback) at several widths; replace a file here and the build does the rest.
 */
import heroStrategy from "./hero-strategy.jpg?w=480;768;1080;1440;1920&format=avif;webp;jpg&as=picture";

export const images = {
  heroStrategy: { picture: heroStrategy, alt: "Illustration of a website plan: a browser window with a clear layout and a compass" },
} as const;
