import type { Page } from "@playwright/test";

/** sRGB bytes and alpha, 0-255 and 0-1. */
export type Rgba = [number, number, number, number];

export interface ContrastKit {
  /** Any CSS colour (Tailwind's are oklch and oklab) as sRGB bytes and alpha, read by painting it. */
  rgba(colour: string): Rgba;
  /** `top` laid over an opaque `under`. */
  over(top: Rgba, under: readonly number[]): Rgba;
  /** WCAG's contrast ratio of two opaque colours. */
  ratio(a: readonly number[], b: readonly number[]): number;
}

declare global {
  interface Window {
    contrastKit: ContrastKit;
  }
}

/** Puts `window.contrastKit` in every document the page loads from now on (call before `goto`). */
export async function installContrastKit(page: Page) {
  await page.addInitScript(() => {
    let ctx: CanvasRenderingContext2D | null = null;
    const lum = (c: readonly number[]) =>
      [0, 1, 2].map((k) => c[k]! / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((s, v, k) => s + v * [0.2126, 0.7152, 0.0722][k]!, 0);
    window.contrastKit = {
      rgba(colour) {
        ctx ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
        const d = ctx.getImageData(0, 0, 1, 1).data;
        return [d[0]!, d[1]!, d[2]!, d[3]! / 255];
      },
      over: (top, under) => [...[0, 1, 2].map((k) => top[k]! * top[3] + under[k]! * (1 - top[3])), 1] as Rgba,
      ratio(a, b) {
        const [x, y] = [lum(a), lum(b)];
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      },
    };
  });
}
