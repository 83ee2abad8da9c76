import { site } from "#content/site.ts";
import type { LegalDocument } from "./types.ts";

export const disclaimer: LegalDocument = {
  title: "Disclaimer",
  dateLabel: "Effective date",
  date: "11/5/2023",
  intro: [
    `This Disclaimer applies to this website and to the services offered by ${site.companyName}, run by ${site.ownerName} from ${site.location}, USA.`,
    "Please read it together with our Terms of Use and Privacy Policy.",
  ],
  sections: [
    {
      heading: "1. General Information",
      blocks: [
        {
          type: "p",
          text: "The content on this site, including the Insights articles and the Strategic Insights newsletter, is provided for general information and education. It reflects our experience and opinions at the time of writing.",
        },
        {
          type: "p",
          text: "We try to keep everything accurate and up to date, but we make no promise that it is complete, current or suitable for your particular situation. Any action you take based on it is at your own discretion and risk.",
        },
      ],
    },
    {
      heading: "2. No Guarantee of Results",
      blocks: [
        {
          type: "p",
          text: "Our strategy sessions and website builds are designed to help your business present itself clearly and attract the right clients. However, we cannot guarantee any specific outcome, such as more traffic, leads, sales or revenue.",
        },
        {
          type: "p",
          text: "Results depend on how you implement the strategy, as well as on your market, your offer, your competition and other factors outside our control.",
        },
        {
          type: "p",
          text: "Many clients see meaningful changes within 30 to 60 days of putting their strategy into practice, but this is an observation, not a promise. Your results may be faster, slower or different.",
        },
      ],
    },
    {
      heading: "3. Professional Advice",
      blocks: [
        {
          type: "p",
          text: "We provide business strategy and website development services. We are not lawyers, accountants or financial advisers, and nothing on this site or in our sessions is legal, tax, accounting or investment advice.",
        },
        {
          type: "p",
          text: "For decisions in those areas, please consult a qualified professional who knows your circumstances.",
        },
      ],
    },
    {
      heading: "4. External Links",
      blocks: [
        {
          type: "p",
          text: "This site links to other websites and services, such as Stripe, Calendly and our social media profiles. We provide these links for convenience only.",
        },
        {
          type: "p",
          text: "We do not control those sites and are not responsible for their content, availability or privacy practices. A link does not mean we endorse everything on the linked site.",
        },
      ],
    },
    {
      heading: "5. Testimonials",
      blocks: [
        {
          type: "p",
          text: "Testimonials and case studies on this site reflect the real experiences of individual clients. They are shared with permission and may be shortened for length or clarity.",
        },
        {
          type: "p",
          text: "Every business is different, so these examples are not typical or guaranteed results. They do not mean you will achieve the same outcome.",
        },
      ],
    },
    {
      heading: "6. Contact Us",
      blocks: [
        {
          type: "p",
          text: `If you have questions about this Disclaimer, e-mail ${site.ownerName} at ${site.email}.`,
        },
        {
          type: "p",
          text: "We may update this Disclaimer from time to time. The effective date at the top of this page shows when it last changed.",
        },
      ],
    },
  ],
};
