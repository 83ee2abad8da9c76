import { site } from "./site.ts";
import type { CaseStudy, CaseStudyImage } from "./case-study-types.ts";

export type { CaseStudy, CaseStudyImage };

/**
 * The password-protected case study (SPEC §2 'Portfolio pages', DECISIONS 10). Server-only
 * (`.server.ts`): its words reach a visitor only in the HTML of the unlocked page, never in a
 * script or any file under /assets (a test greps the build for them). Edit freely; the images
 * are in content/case-study/ and are served only to unlocked visitors.
 *
 * The story is this site's own: a browser-only single-page app rebuilt as a server-rendered site
 * with its own back end. Every number below was measured on this site (docs/performance.md, 'The latest full run').
 */
const screenshot: CaseStudyImage = {
  file: "home-desktop.jpg",
  alt: "The rebuilt home page at desktop width: the headline 'Your Business Deserves Better Digital Strategy', two buttons and a card introducing the owner.",
  width: 1280,
  height: 800,
  caption: "The home page at 1280 px, as served: its words are in the first response, before any script runs.",
};

export const caseStudy: CaseStudy = {
  title: "The Essential Website",
  client: `${site.companyName}: a solo strategy practice selling sessions and custom builds`,
  summary:
    "A marketing site that looked finished but leaked leads, loaded slowly on phones and kept its own secrets in the browser. Rebuilt strategy-first as a server-rendered site with a small back end of its own, it now answers in about a second on a mid-range phone and loses no enquiry.",
  facts: [
    { label: "Scope", value: "Strategy session, rebuild, lead pipeline, consent and analytics" },
    { label: "Pages", value: "25 routes, 11 in the sitemap plus every article" },
    { label: "Stack", value: "Server-rendered React, one Node server, SQLite or PostgreSQL" },
    { label: "Timeline", value: "One strategy session, then a six-week build" },
  ],
  sections: [
    {
      id: "problem",
      heading: "The problem",
      paragraphs: [
        "The old site was a single-page app: every page arrived as an empty shell and was drawn by JavaScript in the browser, so a visitor on a phone looked at a blank screen until the scripts had downloaded and run, and search engines were handed the same empty shell.",
        "Behind the polish, the forms posted straight from the browser to third-party automation hooks and showed 'success' whatever happened. When a hook was down, enquiries vanished and nobody knew. The portfolio password sat in the browser's code, readable by anyone who opened the developer tools, and the cookie banner offered no way to change one's mind.",
      ],
      points: [
        "Leads lost silently whenever a webhook failed or timed out",
        "A password 'gate' that anyone could read in the page source",
        "Cookie consent that could only be withdrawn by clearing browser data",
        "Slow first paint on phones, and search engines seeing empty pages",
      ],
    },
    {
      id: "approach",
      heading: "The approach",
      paragraphs: [
        "We started where every Essential Build starts: a 90-minute strategy session on who the site is for and what it must do for them. The answer was short. It has to be read instantly, it must never lose an enquiry, and it must be honest about privacy.",
        "Each page is now rendered on the server with its full text, titles and structured data, so it reads before any script has loaded. The interactive parts (menus, dialogs, the FAQ) are native browser elements that answer the first tap without waiting for an app to start; the app itself starts only when a visitor reaches for a form.",
        "Every submission is written to the site's own database before the visitor sees a thank-you, then forwarded to the owner's tools by a delivery queue with retries. Passwords are checked on the server, and consent can be given, refused or changed at any time from the footer.",
      ],
      points: [
        "Server-rendered HTML first; JavaScript only where it earns its place",
        "Store first, forward after: retries with backoff and an owner's inbox",
        "Secrets on the server; gated content never shipped in a script",
        "Accessibility and speed held to written budgets, checked on every change",
      ],
    },
    {
      id: "outcome",
      heading: "The outcome",
      paragraphs: [
        "The rebuilt site scores 100 for performance, accessibility, best practices and SEO on Lighthouse's mobile test, on every page template. The largest text or image is painted in 1.1 to 1.4 seconds under a throttled phone connection, and nothing shifts while the page loads.",
        "No enquiry has been lost since launch: a submission is on disk before the visitor is thanked, and a delivery that keeps failing stays visible to the owner, with a retry button, instead of disappearing.",
      ],
    },
  ],
  numbers: [
    { value: "100", label: "Lighthouse performance", detail: "on every page template, mobile test, median of three runs" },
    { value: "1.4 s", label: "Slowest largest paint", detail: "on a throttled phone profile (budget 1.5 s)" },
    { value: "0", label: "Leads lost", detail: "every submission stored before the thank-you" },
    { value: "0", label: "Accessibility violations", detail: "axe-core, WCAG 2.2 A and AA, with every dialog open" },
  ],
  images: [
    screenshot,
    {
      file: "home-mobile.jpg",
      alt: "The rebuilt home page on a 375 px phone screen: the headline, the tagline and the two main buttons fill the first screen.",
      width: 375,
      height: 740,
      caption: "The same page on a phone: the headline and both calls to action fit the first screen.",
    },
  ],
  preview: {
    open: "Open Live Preview",
    title: "Live preview: The Essential Website",
    mobileNotice: "The live preview needs a larger screen. On a phone, open the site itself to see it as its visitors do.",
    openSite: "Open the site",
    screenshotNote: "This site does not allow itself to be shown inside another page, so here is a screenshot instead.",
    screenshot,
  },
  closing: {
    heading: "Want a site that works this hard?",
    text: "Every Essential Build starts with a strategy session. Book a free 15-minute chat to see whether it is the right next step.",
    cta: "Book a Free 15-Min Call",
  },
};
