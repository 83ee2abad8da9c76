import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { logoImage, organization, website } from "./json-ld.tsx";
import { absoluteUrl } from "./meta.ts";

/** schema-dts types a Thing as an object or a bare string; the builders return the object. */
const fields = (thing: unknown) => thing as { logo?: unknown; url?: unknown };

describe("the organisation's structured data", () => {
  it("names a logo that is a raster square of at least 112 px, the size Google asks for", () => {
    const png = readFileSync(`public${logoImage.path}`);
    // A PNG's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([logoImage.size, logoImage.size]);
    expect(logoImage.size).toBeGreaterThanOrEqual(112);
    expect(fields(organization()).logo).toBe(absoluteUrl(logoImage.path));
  });

  it("writes the site's address as the home page's canonical URL", () => {
    expect(fields(organization()).url).toBe(absoluteUrl("/"));
    expect(fields(website()).url).toBe(absoluteUrl("/"));
  });
});
