import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkoutSection, kitDocuments, strategyKit } from "#content/offers.ts";
import { pricesCents, site } from "#content/site.ts";
import { formatUsd } from "#app/lib/price.ts";
import { OwnerPortrait } from "./owner-portrait.tsx";

/**
 * What the build's image pipeline hands over for content/images/owner-photo.jpg (imagetools,
 * `as=picture`), with addresses that need no file: these tests render, they build nothing.
 */
const picture = (w: number) => ({
  sources: { avif: `/assets/owner-${w}.avif ${w}w`, webp: `/assets/owner-${w}.webp ${w}w`, jpg: `/assets/owner-${w}.jpg ${w}w` },
  img: { src: `/assets/owner-${w}.jpg`, w, h: Math.round((w * 5) / 4) },
});
const photo = { card: picture(960), avatar: picture(120) };

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replace(/\s+/g, " ");

describe("with the owner's photo", () => {
  for (const variant of ["hero", "card", "aside"] as const) {
    it(`${variant}: the photo in AVIF, WebP and JPEG, cropped around the focal point, with name and role`, () => {
      const html = renderToStaticMarkup(<OwnerPortrait variant={variant} photo={photo} priority={variant === "hero"} />);
      expect(html).toContain('type="image/avif"');
      expect(html).toContain('type="image/webp"');
      expect(html).toContain(`alt="${site.portrait.alt.replaceAll("'", "&#x27;")}"`);
      expect(html).toContain(`--focus:${site.portrait.focus}`);
      expect(html).toContain("object-(--focus)");
      expect(text(html)).toContain(site.ownerName);
      expect(text(html)).toContain(site.ownerRole);
      // The photo replaces the placeholder: no kit, no name set as a picture.
      expect(html).not.toContain("data-placeholder");
      expect(text(html)).not.toContain(strategyKit.label);
    });
  }

  it("hero: the one priority image of the page, its width and height set", () => {
    const html = renderToStaticMarkup(<OwnerPortrait variant="hero" photo={photo} priority />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('width="960" height="1200"');
  });
});

describe("without a photo", () => {
  it("hero: the strategy kit a Premium session leaves, its documents in order and its price, under the name plate", () => {
    const html = renderToStaticMarkup(<OwnerPortrait variant="hero" photo={null} priority />);
    const words = text(html);
    expect(html).toContain('data-placeholder="strategy-kit"');
    expect(html).not.toContain("<img");
    expect(words).toContain(strategyKit.label);
    const at = kitDocuments.map((d) => words.indexOf(d.label));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(words).toContain(`${formatUsd(pricesCents.premium)} ${checkoutSection.oneTime}`);
    expect(words).toContain(`${site.ownerName} ${site.ownerRole} ${site.location}`);
  });

  it("card and aside: the name and role as text, never the initials alone", () => {
    for (const variant of ["card", "aside"] as const) {
      const html = renderToStaticMarkup(<OwnerPortrait variant={variant} photo={null} />);
      expect(html).toContain('data-placeholder="name"');
      expect(html).not.toContain("<img");
      expect(text(html)).toContain(`${site.ownerName} ${site.ownerRole}`);
      expect(text(html)).not.toMatch(/\bJA\b/);
    }
  });
});
