/**
 * Site images. Each is resized and re-encoded at build time into AVIF and WebP (plus a JPEG
 * fallback) at several widths; replace a file here and the build does the rest.
 * All are original illustrations (no photos of people); swap in your own freely. portrait.jpg
 * is the owner's portrait: a placeholder until replaced (content/site.ts, `portrait`).
 */
import { site } from "#content/site.ts";
import aboutVisionary from "./about-visionary.jpg?w=480;768;1080;1440&format=avif;webp;jpg&as=picture";
import buildBlueprint from "./build-blueprint.jpg?w=480;768;1080;1440&format=avif;webp;jpg&as=picture";
import portrait from "./portrait.jpg?w=320;480;768;1080&format=avif;webp;jpg&as=picture";
/* The author line's avatar: small widths only, so a 40 px circle never fetches a 480 px image. */
import portraitAvatar from "./portrait.jpg?w=80;120&format=avif;webp;jpg&as=picture";
import heroStrategy from "./hero-strategy.jpg?w=480;768;1080;1440;1920&format=avif;webp;jpg&as=picture";

export const images = {
  heroStrategy: { picture: heroStrategy, alt: "Illustration of a website plan: a browser window with a clear layout and a compass" },
  buildBlueprint: { picture: buildBlueprint, alt: "Illustration of a custom-coded website: code brackets and building blocks on a blueprint grid" },
  aboutVisionary: { picture: aboutVisionary, alt: "Illustration of a path from an operations gear to a browser window of code" },
  portrait: { picture: portrait, alt: site.portrait.alt },
  portraitAvatar: { picture: portraitAvatar, alt: site.portrait.alt },
} as const;
