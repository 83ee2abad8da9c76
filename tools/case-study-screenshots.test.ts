import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { caseStudy } from "#content/case-study.server.ts";
import { caseStudyImagesDir, caseStudyShots } from "./case-study-screenshots.ts";

/** The files app/features/portfolio/case-study-images.server.ts inlines and serves: read from its imports. */
const servedFiles = [...readFileSync(path.resolve("app/features/portfolio/case-study-images.server.ts"), "utf8").matchAll(/from "#content\/case-study\/([\w.-]+)\?inline"/g)].map((m) => m[1]!);

describe("the case study's screenshots (tools/case-study-screenshots.ts)", () => {
  const shots = caseStudyShots();
  const referenced = [...caseStudy.images, caseStudy.preview.screenshot];

  it("takes every image the case study shows, once, each of a page", () => {
    expect(shots.map((s) => s.file).sort()).toEqual([...new Set(referenced.map((i) => i.file))].sort());
    for (const shot of shots) expect(shot.url, shot.file).toMatch(/^\//);
  });

  it("the images it writes are the ones committed and served: nothing missing, nothing left over", () => {
    const committed = readdirSync(caseStudyImagesDir).sort();
    expect(committed).toEqual(shots.map((s) => s.file).sort());
    expect(servedFiles.sort()).toEqual(committed);
  });

  it.each(shots.map((s) => [s.file, s] as const))("%s is a JPEG of the size the case study declares (run npm run screenshots:case-study)", async (file, shot) => {
    const meta = await sharp(path.join(caseStudyImagesDir, file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", shot.width, shot.height]);
    // The first screen of a page, not a blank one: a page has dark text on a light ground.
    const { channels } = await sharp(path.join(caseStudyImagesDir, file)).stats();
    expect(channels[0]!.min).toBeLessThan(60);
    expect(channels[0]!.max).toBeGreaterThan(200);
  });

  it("refuses an image declared at two sizes (one file cannot be both)", () => {
    const image = caseStudy.images[0]!;
    const twice = { ...caseStudy, images: [image], preview: { ...caseStudy.preview, screenshot: { ...image, width: image.width + 1 } } };
    expect(() => caseStudyShots(twice)).toThrow(/two sizes/);
  });
});
