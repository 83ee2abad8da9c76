/**
 * The case study's screenshots (content/case-study/*.jpg), taken from the current site so they
 * never show a hero the site no longer has (issue 48: they still showed the old browser
 * mock-up). Starts the production build (run `npx react-router build` first) on its own port,
 * opens each page in Debian's Chromium at the size the case study declares for its image, and
 * writes the first screen as a progressive JPEG.
 *
 *   npm run screenshots:case-study        (port 4391; CASE_STUDY_PORT=… to change)
 *
 * Which images to take is read from the case study itself (content/case-study.server.ts: its
 * images and the preview's screenshot, with their widths and heights); this file only says which
 * page each one shows. tools/case-study-screenshots.test.ts holds the list, the files and their
 * sizes together.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { caseStudy, type CaseStudyImage } from "#content/case-study.server.ts";
import { paths } from "#content/paths.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
export const caseStudyImagesDir = path.join(root, "content/case-study");

/** The page each image shows. Typed by the case study's file names: a new image needs its page here. */
const pageOf: Record<CaseStudyImage["file"], string> = {
  "home-desktop.jpg": paths.home,
  "home-mobile.jpg": paths.home,
};

export interface CaseStudyShot {
  file: CaseStudyImage["file"];
  url: string;
  width: number;
  height: number;
}

/** Every image the case study shows (its gallery and the preview's fallback), once each. */
export function caseStudyShots(study = caseStudy): CaseStudyShot[] {
  const byFile = new Map<string, CaseStudyShot>();
  for (const image of [...study.images, study.preview.screenshot]) {
    const seen = byFile.get(image.file);
    if (seen && (seen.width !== image.width || seen.height !== image.height)) throw new Error(`${image.file} is declared at two sizes`);
    byFile.set(image.file, { file: image.file, url: pageOf[image.file], width: image.width, height: image.height });
  }
  return [...byFile.values()];
}

/** Quality 78, progressive: text stays crisp at 1× and the pair stays under ~100 kB (the build re-encodes them to AVIF/WebP). */
const JPEG = { quality: 78, progressive: true, mozjpeg: true } as const;

async function takeShots(port: number): Promise<string[]> {
  // Loaded here, not at the top: the test imports the list without a browser or a build.
  const [{ chromium }, { default: sharp }, { chromiumArgs, chromiumPath }, { necessaryOnlyConsent }, { startServer }] = await Promise.all([
    import("@playwright/test"),
    import("sharp"),
    import("#tests/support/browser.ts"),
    import("#tests/support/page-templates.ts"),
    import("#tests/support/server.ts"),
  ]);
  const server = await startServer({ port, name: "case-study-screenshots" });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const written: string[] = [];
  try {
    for (const shot of caseStudyShots()) {
      // Reduced motion: reveals and the carousel hold still, so every run draws the same frame.
      const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, reducedMotion: "reduce" });
      // A visitor who already chose: the cookie banner would cover the first screen.
      await context.addCookies(necessaryOnlyConsent(server.url));
      const page = await context.newPage();
      await page.goto(server.url + shot.url, { waitUntil: "load" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      });
      await page.waitForTimeout(300);
      const png = await page.screenshot({ animations: "disabled" });
      const file = path.join(caseStudyImagesDir, shot.file);
      await sharp(png).jpeg(JPEG).toFile(file);
      written.push(file);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of await takeShots(Number(process.env.CASE_STUDY_PORT ?? 4391))) console.log(`wrote ${path.relative(root, file)}`);
}
