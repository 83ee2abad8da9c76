import { consentCopy } from "#content/consent.ts";
import { site } from "#content/site.ts";
import type { LegalDocument } from "./types.ts";

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  dateLabel: "Last updated",
  date: "December 7, 2024",
  intro: [
    `This Cookie Policy explains what cookies ${site.companyName} uses on this website, why it uses them and how you can control them.`,
    "We keep cookies to a minimum. Optional cookies are never set unless you agree to them.",
  ],
  sections: [
    {
      heading: "1. What Cookies Are",
      blocks: [
        {
          type: "p",
          text: "Cookies are small text files that a website stores in your browser. They let the site remember information between page views or visits, such as a choice you made or whether you are signed in.",
        },
        {
          type: "p",
          text: "Some cookies are set by the site you are visiting. Others are set by third-party services that the site uses.",
        },
      ],
    },
    {
      heading: "2. Why This Site Uses Cookies",
      blocks: [
        { type: "p", text: "We use cookies to:" },
        {
          type: "ul",
          items: [
            "Remember your cookie choice so we don't ask on every page.",
            "Protect our forms from spam.",
            "Keep the portfolio case study unlocked once you have entered its password.",
            "Understand how visitors use the site, but only if you allow analytics cookies.",
          ],
        },
      ],
    },
    {
      heading: "3. Cookies This Site Sets",
      blocks: [
        {
          type: "p",
          text: "The table below lists every cookie this site sets itself. All of them are necessary for the site to work as intended, so they do not require consent.",
        },
        {
          type: "cookie-table",
          caption: "Cookies this site sets",
          columns: ["Cookie", "Purpose", "Duration", "Category"],
        },
        {
          type: "p",
          text: "Analytics sets no cookie. Only if you allow analytics, a small script of our own sends each page view to this site's own server: the page's path, the website and campaign tags (utm_source, utm_medium, utm_campaign) your visit arrived with, whether your screen is a phone, tablet or desktop size, and whether the page is the first of your visit. The server adds your country only when its network provider names it, and counts visitors per day with a code made from a random value that changes every day, your connection's address and your browser's name: your address itself is never stored, and the code cannot be matched from one day to the next. Page-by-page records are kept 30 days, then only daily totals. If the site's owner has set one up, the same page view (the page's address, the page you came from and this site's name, with no identifier) also goes to a privacy-friendly analytics service. It all stops as soon as you withdraw your consent.",
        },
        {
          type: "p",
          text: "Not a cookie, and kept for every visitor: when you arrive, your browser's session storage for this tab remembers the website you came from and the campaign tags of the link you followed, and the first page you opened. It is never sent to us by itself and it is deleted when you close the tab. Only when you send a form, book a call or buy a session does it go with what you send, with the page you sent it from, so that we know which link brought your message; it is erased with your message if you ask us to erase your data.",
        },
        {
          type: "p",
          text: "Also not a cookie: when you pay for a session here, your browser's local storage keeps that order's number for 14 days, and nothing else (no name, e-mail or card detail). If the same session is then booked again from this browser, the payment form first tells you it was already paid and shows where that payment stands, so that you are never charged twice by mistake. The number goes to our server only with a new payment's request, and clearing this site's data in your browser deletes it.",
        },
      ],
    },
    {
      heading: "4. Cookie Categories",
      blocks: [
        {
          type: "ul",
          items: [
            "Necessary: needed for the site's core features, such as remembering your cookie choice and preventing spam. These are always on.",
            "Analytics: help us understand which pages are visited and how people find the site. These are off unless you allow them.",
            "Marketing and personalization: the site does not currently use these.",
          ],
        },
        {
          type: "p",
          text: "If we ever add cookies in a new category, we will update this policy and ask for your consent before setting them.",
        },
      ],
    },
    {
      heading: "5. Third-Party Services",
      blocks: [
        {
          type: "p",
          text: "Some features rely on third-party services. When you pay through Stripe's checkout or schedule a call through Calendly, those services may set their own cookies on their own pages or scheduling windows.",
        },
        {
          type: "p",
          text: "Those cookies are governed by each provider's own cookie and privacy policies, not by this one. We recommend reviewing them if you want to know more.",
        },
      ],
    },
    {
      heading: "6. Your Consent Choices",
      blocks: [
        {
          type: "p",
          text: "On your first visit, a cookie banner asks whether you accept optional cookies. You can accept them, decline them or choose by category: accepting and declining are equally easy. Declining does not affect any feature of the site you need.",
        },
        {
          type: "p",
          text: "If your browser sends a Global Privacy Control signal, analytics and marketing start switched off, and no page view is counted while it does. When you make a choice, the site keeps a record of it (the date, your choices and the version of the categories, with no personal data) so that it can show consent was given.",
        },
        {
          type: "p",
          text: "You can also block or delete cookies in your browser settings. If you block necessary cookies, some features, such as the forms or the portfolio case study, may not work properly.",
        },
      ],
    },
    {
      heading: "7. Changing Your Choice",
      blocks: [
        {
          type: "p",
          text: "Your choice is stored in your browser for up to one year. You can change it or withdraw your consent at any time, as easily as you gave it: use 'Cookie settings' at the foot of every page, or the button below. Withdrawing takes effect at once, without reloading the page.",
        },
        { type: "cookie-settings", text: "Open your cookie preferences:", label: consentCopy.settingsLink },
        {
          type: "p",
          text: "If we add a new category of cookies, the banner asks you again. Clearing your browser data for this site also resets your choice, and the banner will ask on your next visit.",
        },
      ],
    },
    {
      heading: "8. Changes to This Policy",
      blocks: [
        {
          type: "p",
          text: "We may update this policy when the site's cookies or the law change. The date at the top of this page shows when it was last updated.",
        },
        {
          type: "p",
          text: "Because the cookie table is generated from the same list the site's code uses, it always reflects the cookies the site actually sets.",
        },
      ],
    },
    {
      heading: "9. Contact Us",
      blocks: [
        {
          type: "p",
          text: `If you have questions about cookies on this site, e-mail ${site.ownerName} at ${site.email}.`,
        },
        {
          type: "p",
          text: "For more on how we handle personal information, please read our Privacy Policy.",
        },
      ],
    },
  ],
};
