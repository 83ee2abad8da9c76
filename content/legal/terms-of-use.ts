import { DURATIONS } from "#content/claims.ts";
import { priceInWords, pricesCents, site } from "#content/site.ts";

const { sessionMinutes, sessionNoticeHours } = DURATIONS;
import type { LegalDocument } from "./types.ts";

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  dateLabel: "Effective date",
  date: "11/5/2023",
  intro: [
    `These Terms of Use govern your use of this website and the services offered by ${site.companyName}, run by ${site.ownerName} from ${site.location}, USA. In these terms, "we" and "us" mean ${site.companyName}, and "you" means anyone who visits the site or buys a service.`,
    "Please read them carefully. They explain how bookings, payments and cancellations work, and what each of us can expect from the other.",
  ],
  sections: [
    {
      heading: "1. Acceptance of These Terms",
      blocks: [
        {
          type: "p",
          text: "By using this site, booking a session or buying a service, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site or our services.",
        },
        {
          type: "p",
          text: "If you use our services on behalf of a business, you confirm that you are authorized to accept these terms for that business. You must be at least 18 years old to book or buy a service.",
        },
      ],
    },
    {
      heading: "2. Our Services",
      blocks: [
        { type: "p", text: "We currently offer:" },
        {
          type: "ul",
          items: [
            "A free introductory chat, booked through Calendly, with no charge and no obligation.",
            `${sessionMinutes}-minute one-to-one strategy sessions held over video: Strategy Call Only and Premium Website Strategy.`,
            "The Essential Build, a custom-coded website built on the strategy developed in your session.",
          ],
        },
        {
          type: "p",
          text: "The Essential Build is covered by a separate written agreement that sets out its scope, price, timeline and ownership. If that agreement conflicts with these terms, the build agreement applies to the build. We take on a limited number of builds each year and may decline a project at our discretion.",
        },
      ],
    },
    {
      heading: "3. Bookings and Payments",
      blocks: [
        {
          type: "p",
          text: `Strategy sessions are paid in full, in US dollars, at the time of booking. The prices shown at checkout apply, currently ${priceInWords(pricesCents.strategyCall)} for Strategy Call Only and ${priceInWords(pricesCents.premium)} for Premium Website Strategy.`,
        },
        {
          type: "p",
          text: "Payments are made by card through Stripe, a secure third-party payment processor. We never see or store your full card number. Any fees your bank charges, such as currency conversion, are your responsibility.",
        },
        {
          type: "p",
          text: "After payment you will be asked to choose a session time and complete a short preparation form. Your session is confirmed once both are done.",
        },
      ],
    },
    {
      heading: "4. Cancellations and Rescheduling",
      blocks: [
        {
          type: "p",
          text: `You may reschedule a strategy session at no cost if you give at least ${sessionNoticeHours} hours' notice, using the link in your booking confirmation or by e-mailing ${site.email}.`,
        },
        {
          type: "ul",
          items: [
            `If you cancel at least ${sessionNoticeHours} hours before your session, you will receive a full refund.`,
            `If you cancel with less than ${sessionNoticeHours} hours' notice, or do not attend, the fee is not refundable, although we will try to offer you one new time.`,
            "If we need to cancel or move your session, you may choose a new time or a full refund.",
          ],
        },
        {
          type: "p",
          text: "Cancellation and refund terms for The Essential Build are set out in its build agreement.",
        },
      ],
    },
    {
      heading: "5. Session Fee Credit Toward a Website Build",
      blocks: [
        {
          type: "p",
          text: "If you decide to go ahead with The Essential Build after your strategy session, the fee you paid for the session is credited toward the price of the build.",
        },
        {
          type: "ul",
          items: [
            "The credit applies once, and only to the person or business that paid for the session.",
            "It applies to a build agreement signed within the period stated in your session recap or proposal.",
            "It has no cash value, cannot be transferred and is not refunded if you decide not to proceed.",
          ],
        },
        {
          type: "p",
          text: "Booking a session does not reserve a build slot. Build availability is confirmed when the build agreement is signed.",
        },
      ],
    },
    {
      heading: "6. Intellectual Property",
      blocks: [
        {
          type: "p",
          text: `The content of this site, including its text, design, graphics, articles and code, belongs to ${site.companyName} or its licensors and is protected by copyright and other laws. You may view and share it for personal, non-commercial purposes, but you may not copy, republish or sell it without our written permission.`,
        },
        {
          type: "p",
          text: "Session recordings, recaps and strategy materials we prepare for you may be used freely within your own business. You may not resell them or publish them as your own work.",
        },
        {
          type: "p",
          text: "Ownership of a website we build for you is set out in its build agreement. Once it is paid in full, you own the finished site.",
        },
      ],
    },
    {
      heading: "7. User Submissions",
      blocks: [
        {
          type: "p",
          text: "When you send us information through a form, e-mail or session, you confirm that it is accurate and that you have the right to share it. You keep ownership of your own business information.",
        },
        {
          type: "p",
          text: "You give us permission to use what you send only to respond to you and deliver our services, as described in our Privacy Policy. We do not publish your submissions or quote you publicly without your consent.",
        },
      ],
    },
    {
      heading: "8. Acceptable Use",
      blocks: [
        { type: "p", text: "When using this site, you agree not to:" },
        {
          type: "ul",
          items: [
            "Break any law or infringe anyone else's rights.",
            "Send spam, false information or harmful code.",
            "Try to gain unauthorized access to the site, its admin area or its password-protected pages, or share a portfolio password you were given.",
            "Interfere with the site's security or performance, including by scraping it or overloading it with automated requests.",
          ],
        },
        {
          type: "p",
          text: "We may block access to the site or refuse service to anyone who breaks these rules.",
        },
      ],
    },
    {
      heading: "9. Disclaimers",
      blocks: [
        {
          type: "p",
          text: "This site and its content are provided as is, for general information. We work hard to keep it accurate and available, but we do not promise that it will always be error-free, complete or uninterrupted.",
        },
        {
          type: "p",
          text: "Our strategy sessions and builds are delivered with professional care, but we cannot guarantee any particular business result. Results depend on many factors outside our control, including how you implement our recommendations. Our Disclaimer explains this in more detail.",
        },
      ],
    },
    {
      heading: "10. Limitation of Liability",
      blocks: [
        {
          type: "p",
          text: `To the fullest extent the law allows, ${site.companyName} and ${site.ownerName} will not be liable for any indirect, incidental or consequential loss, including lost profits, revenue, data or business opportunities, arising from your use of the site or our services.`,
        },
        {
          type: "p",
          text: "Our total liability for any claim relating to a service is limited to the amount you paid us for that service in the 12 months before the claim arose.",
        },
        {
          type: "p",
          text: "Nothing in these terms limits any liability that cannot legally be limited, or any rights you have under consumer protection laws that apply to you.",
        },
      ],
    },
    {
      heading: "11. Governing Law",
      blocks: [
        {
          type: "p",
          text: "These terms are governed by the laws of the State of Utah, USA, without regard to its conflict of law rules. Any dispute will be handled by the state or federal courts located in Utah, and you agree to their jurisdiction.",
        },
        {
          type: "p",
          text: "Before starting any formal proceedings, we both agree to try to resolve the matter informally by contacting each other in writing.",
        },
      ],
    },
    {
      heading: "12. Contact Us",
      blocks: [
        {
          type: "p",
          text: `If you have questions about these terms, e-mail ${site.ownerName} at ${site.email}.`,
        },
        {
          type: "p",
          text: "We may update these terms from time to time. The effective date at the top of this page shows when they last changed, and continuing to use the site after a change means you accept the updated terms.",
        },
      ],
    },
  ],
};
