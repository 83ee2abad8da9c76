/**
 * Site images. Each is resized and re-encoded at build time into AVIF and WebP (plus a JPEG
 * fallback) at several widths; replace a file here and the build does the rest.
 * All are original illustrations (no photos of people); swap in your own freely.
 */
import aboutVisionary from "./about-visionary.jpg?w=480;768;1080;1440&format=avif;webp;jpg&as=picture";
import buildBlueprint from "./build-blueprint.jpg?w=480;768;1080;1440&format=avif;webp;jpg&as=picture";

export const images = {
  buildBlueprint: { picture: buildBlueprint, alt: "Illustration of a custom-coded website: code brackets and building blocks on a blueprint grid" },
  aboutVisionary: { picture: aboutVisionary, alt: "Illustration of a path from an operations gear to a browser window of code" },
} as const;

interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/*
 * The owner's photo, if there is one: a glob, not an import, so the site builds without the
 * file (every portrait slot then shows its placeholder, app/ui/owner-portrait.tsx) and the
 * owner only drops the file in; no code changes. Two sizes: the portrait card and the small
 * author avatar, so a 40 px circle never fetches a card-sized image.
 */
const card = import.meta.glob<PictureData>("./owner-photo.jpg", { eager: true, import: "default", query: "?w=320;480;768;960&format=avif;webp;jpg&as=picture" });
const avatar = import.meta.glob<PictureData>("./owner-photo.jpg", { eager: true, import: "default", query: "?w=80;120&format=avif;webp;jpg&as=picture" });

/** The owner's photo at card and avatar sizes, or null while content/images/owner-photo.jpg does not exist. */
export const ownerPhoto: { card: PictureData; avatar: PictureData } | null =
  card["./owner-photo.jpg"] && avatar["./owner-photo.jpg"] ? { card: card["./owner-photo.jpg"], avatar: avatar["./owner-photo.jpg"] } : null;
