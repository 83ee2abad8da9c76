import { site } from "#content/site.ts";
import type { LegalDocument } from "./types.ts";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  dateLabel: "Effective date",
  date: "11/5/2023",
  intro: [
    `This Privacy Policy explains how ${site.companyName}, run by ${site.ownerName} from ${site.location}, USA, collects, uses and protects your personal information when you visit this website, book a session, buy a service or get in touch.`,
    "We collect only what we need to run the business and serve you well, and we never sell your personal information. By using this site, you agree to the practices described below.",
  ],
  sections: [
    {
      heading: "1. Information We Collect",
      blocks: [
        { type: "p", text: "We collect information you choose to give us, including:" },
        {
          type: "ul",
          items: [
            "Contact details, such as your name, e-mail address and, if you provide them, your business name, website and phone number.",
            "The content of messages you send through our contact, portfolio access and strategy preparation forms.",
            "Booking details you enter when you schedule a free chat or a strategy session through Calendly.",
            "Payment details you enter at checkout. Card payments are handled by Stripe; we see only limited details such as your name, e-mail address, the amount paid and the last four digits of your card.",
            "Your e-mail address if you subscribe to our Strategic Insights newsletter.",
          ],
        },
        {
          type: "p",
          text: "We also collect some information automatically. Our servers record basic technical data such as your IP address, browser type and the pages you request, which helps us keep the site secure and working. If you allow analytics cookies, we also collect anonymous usage data about how visitors move through the site: with no cookie, our own server counts the pages viewed, the website and campaign link a visit came from, the kind of device (by screen width), the country when our network provider names it, and a daily visitor count made from a code that changes every day (your IP address is not stored with it). Page-by-page records are kept 30 days, then only daily totals.",
        },
        {
          type: "p",
          text: "When you send a form, book a call or buy a session, it carries where your visit came from (the website or campaign link you arrived through, the first page you opened and the page you sent it from), remembered by your browser for that tab only. If your browser sends a form without running our scripts, we keep only what it tells us itself: the address of the page on this site you sent it from, and the campaign tags in that address, if any. We keep it with your message or order to learn which channels bring enquiries, and erase it with them.",
        },
        {
          type: "p",
          text: "Strategy sessions take place over video and are recorded so that you receive a recording and a written recap. The recording and recap contain whatever you choose to share during the session.",
        },
      ],
    },
    {
      heading: "2. How We Use Your Information",
      blocks: [
        { type: "p", text: "We use your information to:" },
        {
          type: "ul",
          items: [
            "Reply to your enquiries and portfolio access requests.",
            "Schedule, prepare for and deliver strategy sessions, website builds and free chats.",
            "Process payments, send receipts and keep the financial records the law requires.",
            "Send the Strategic Insights newsletter to subscribers, who can unsubscribe at any time.",
            "Understand how the site is used, if you have allowed analytics, so we can improve it.",
            "Protect the site from spam, abuse and security threats.",
          ],
        },
        {
          type: "p",
          text: "We do not use your information for automated decision-making that has legal or similarly significant effects on you.",
        },
      ],
    },
    {
      heading: "3. How We Share Your Information",
      blocks: [
        {
          type: "p",
          text: "We do not sell or rent your personal information. We share it only with trusted service providers that help us run the business, and only as much as they need to do their job:",
        },
        {
          type: "ul",
          items: [
            "Our hosting and database providers, which store the site and the form submissions it receives.",
            "The automation and e-mail tools to which form submissions are forwarded, so that we can respond and follow up.",
            "Stripe, which processes card payments.",
            "Calendly, which handles scheduling, and the video conferencing service used for sessions.",
            "Our newsletter provider, if you subscribe.",
            "An analytics provider, only if one is in use and you have given consent.",
          ],
        },
        {
          type: "p",
          text: "We may also disclose information if the law requires it, to protect our rights or the safety of others, or as part of a sale or transfer of the business, in which case this policy would continue to apply to your information.",
        },
      ],
    },
    {
      heading: "4. Data Security",
      blocks: [
        {
          type: "p",
          text: "We protect your information with reasonable technical and organizational measures. The site is served over an encrypted connection, access to stored submissions is limited to the site owner, and card details are handled by Stripe rather than stored by us.",
        },
        {
          type: "p",
          text: "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we become aware of a breach that affects your personal information, we will notify you and any relevant authority as the law requires.",
        },
        {
          type: "p",
          text: "We keep personal information only as long as we need it for the purposes described here, or as long as the law requires, for example for tax and accounting records. After that, we delete it or make it anonymous.",
        },
      ],
    },
    {
      heading: "5. Your Rights Under the GDPR",
      blocks: [
        {
          type: "p",
          text: "If you are in the European Economic Area, the United Kingdom or Switzerland, data protection law gives you the following rights over your personal information:",
        },
        {
          type: "ul",
          items: [
            "To access the personal information we hold about you and receive a copy of it.",
            "To have inaccurate or incomplete information corrected.",
            "To have your information erased where there is no good reason for us to keep it.",
            "To restrict or object to certain processing, including direct marketing.",
            "To receive your information in a portable, machine-readable format.",
            "To withdraw your consent at any time, where we rely on consent, without affecting earlier processing.",
            "To complain to your local data protection authority.",
          ],
        },
        {
          type: "p",
          text: "We rely on these legal bases: performing a contract with you or taking steps at your request before one, our legitimate interest in running and protecting the business, your consent for the newsletter and analytics, and compliance with legal obligations.",
        },
        {
          type: "p",
          text: "Our business and most of our service providers are based in the United States, so your information will be processed there. Where required, we rely on appropriate safeguards such as the European Commission's standard contractual clauses.",
        },
      ],
    },
    {
      heading: "6. Your Rights Under the LGPD",
      blocks: [
        {
          type: "p",
          text: "If you are in Brazil, the General Data Protection Law (LGPD) gives you the right to:",
        },
        {
          type: "ul",
          items: [
            "Confirm whether we process your personal information and access it.",
            "Correct incomplete, inaccurate or outdated information.",
            "Request anonymization, blocking or deletion of information that is unnecessary, excessive or processed unlawfully.",
            "Request portability of your information to another provider.",
            "Delete information processed on the basis of your consent, and withdraw that consent at any time.",
            "Know which third parties we share your information with, and the consequences of refusing consent.",
          ],
        },
        {
          type: "p",
          text: "You may also file a complaint with Brazil's National Data Protection Authority (ANPD). To exercise any of these rights, contact us using the details at the end of this policy.",
        },
      ],
    },
    {
      heading: "7. Cookies",
      blocks: [
        {
          type: "p",
          text: "This site uses a small number of necessary cookies to remember your cookie choice, prevent spam and keep the portfolio case study unlocked once you have been given access. Analytics cookies are set only if you agree to them.",
        },
        {
          type: "p",
          text: "Our Cookie Policy lists every cookie the site sets, what it does and how long it lasts, and explains how to change your choice.",
        },
      ],
    },
    {
      heading: "8. Children's Privacy",
      blocks: [
        {
          type: "p",
          text: "This site and our services are intended for business owners and professionals. They are not directed to children under 13, and we do not knowingly collect personal information from children under 13.",
        },
        {
          type: "p",
          text: "If you believe a child under 13 has given us personal information, please contact us and we will delete it promptly.",
        },
      ],
    },
    {
      heading: "9. Changes to This Policy",
      blocks: [
        {
          type: "p",
          text: "We may update this policy from time to time to reflect changes in our services, our tools or the law. When we do, we will change the effective date at the top of this page.",
        },
        {
          type: "p",
          text: "If a change significantly affects how we use your personal information, we will take reasonable steps to let you know, for example by e-mail if you are a client or subscriber.",
        },
      ],
    },
    {
      heading: "10. Contact Us",
      blocks: [
        {
          type: "p",
          text: `If you have questions about this policy or want to exercise any of your privacy rights, e-mail ${site.ownerName} at ${site.email}.`,
        },
        {
          type: "p",
          text: `${site.companyName} is based in ${site.location}, USA. We aim to respond to every privacy request within 30 days.`,
        },
      ],
    },
  ],
};
