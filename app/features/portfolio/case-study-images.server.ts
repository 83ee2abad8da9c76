import homeDesktop from "#content/case-study/home-desktop.jpg?inline";
import homeMobile from "#content/case-study/home-mobile.jpg?inline";
import type { CaseStudyImage } from "#content/case-study.server.ts";
import { paths } from "#app/config/paths.ts";

/**
 * The case study's images, inlined into the server bundle (`?inline`: a data URL in server
 * code, never a file under /assets; the build's image pipeline re-encodes them on the way), and
 * served only to unlocked visitors by app/routes/case-study.image.tsx.
 */
const dataUrls: Record<CaseStudyImage["file"], string> = {
  "home-desktop.jpg": homeDesktop,
  "home-mobile.jpg": homeMobile,
};

const decoded = new Map<string, { type: string; bytes: Buffer }>();

export function caseStudyImage(file: string): { type: string; bytes: Buffer } | undefined {
  if (!Object.hasOwn(dataUrls, file)) return undefined;
  let image = decoded.get(file);
  if (!image) {
    const url = dataUrls[file as CaseStudyImage["file"]];
    const m = /^data:([^;,]+)(?:;base64)?,(.*)$/s.exec(url);
    if (!m) return undefined;
    image = { type: m[1]!, bytes: Buffer.from(m[2]!, "base64") };
    decoded.set(file, image);
  }
  return image;
}

export const caseStudyImagePath = (file: string) => `${paths.caseStudy}/images/${file}`;
