/**
 * The shape of the case study (content/case-study.server.ts), without a word of it: the page's
 * view (app/features/portfolio/case-study-view.tsx, a public file) types what the route hands it
 * from this, while the words stay server-only.
 */
export interface CaseStudyImage {
  /** The file in content/case-study/ (served at /portfolio/the-essential-website/images/{file}). */
  file: "home-desktop.jpg" | "home-mobile.jpg";
  alt: string;
  width: number;
  height: number;
  caption: string;
}

export interface CaseStudy {
  title: string;
  client: string;
  summary: string;
  facts: readonly { label: string; value: string }[];
  sections: readonly { id: string; heading: string; paragraphs: readonly string[]; points?: readonly string[] }[];
  numbers: readonly { value: string; label: string; detail: string }[];
  images: readonly CaseStudyImage[];
  preview: {
    /** The button that opens the live preview. */
    open: string;
    title: string;
    /** Shown on phones instead of the preview. */
    mobileNotice: string;
    openSite: string;
    /** Shown in place of the frame when the site refuses to be framed. */
    screenshotNote: string;
    screenshot: CaseStudyImage;
  };
  closing: { heading: string; text: string; cta: string };
}
