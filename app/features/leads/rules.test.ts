import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, type Attempt } from "./rules.ts";
import { contactFieldsSchema, contactSecurityFailure, sanitizeContact } from "./kinds/contact.ts";
import { newsletterFieldsSchema } from "./kinds/newsletter.ts";
import { portfolioSecurityFailure } from "./kinds/portfolio.ts";
import { fieldMessages, securityMessages } from "./messages.ts";
import { checkFields } from "#app/lib/field-check.ts";

/** The first failure's message (SPEC §5's toast), or null. */
const contactSecurityCheck = (...args: Parameters<typeof contactSecurityFailure>) => contactSecurityFailure(...args)?.message ?? null;
const portfolioSecurityCheck = (...args: Parameters<typeof portfolioSecurityFailure>) => portfolioSecurityFailure(...args)?.message ?? null;

const ok: Attempt = { honeypot: "", elapsedMs: 5000, interacted: true, rateLimitWaitMinutes: 0 };
const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "", message: "Hello" };
const portfolio = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", description: "Curious about the case study" };

describe("contact field rules (SPEC §5)", () => {
  it("accepts a good submission", () => {
    expect(checkFields(contactFieldsSchema, contact)).toEqual({ ok: true, value: contact });
  });
  it("names every failing field once, with its first rule's message, in the form's order", () => {
    expect(checkFields(contactFieldsSchema, { ...contact, firstName: " ", email: "", message: "" })).toEqual({
      ok: false,
      errors: { firstName: fieldMessages.firstNameRequired, email: fieldMessages.emailRequired, message: fieldMessages.messageRequired },
    });
  });
  it("refuses what is not text, and control characters", () => {
    expect(checkFields(contactFieldsSchema, { ...contact, message: 42 })).toEqual({ ok: false, errors: { message: "must be text" } });
    expect(checkFields(contactFieldsSchema, { ...contact, lastName: "Love\u0000lace" })).toEqual({
      ok: false,
      errors: { lastName: "contains characters that are not allowed" },
    });
    expect(checkFields(contactFieldsSchema, { ...contact, message: "line one\n\tline two" }).ok).toBe(true);
  });
  it.each([
    ["firstName", "", fieldMessages.firstNameRequired],
    ["lastName", "   ", fieldMessages.lastNameRequired],
    ["email", "", fieldMessages.emailRequired],
    ["email", "not-an-email", fieldMessages.emailInvalid],
    ["message", "", fieldMessages.messageRequired],
  ])("%s = %j gives %j", (field, value, message) => {
    expect(checkFields(contactFieldsSchema, { ...contact, [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });
  it("treats a missing phone as empty", () => {
    const { phone: _phone, ...rest } = contact;
    expect(checkFields(contactFieldsSchema, rest)).toEqual({ ok: true, value: { ...rest, phone: "" } });
  });
});

describe("contact checks on submit, in SPEC order", () => {
  it("passes a good submission", () => expect(contactSecurityCheck(contact, ok)).toBeNull());
  it("1. trap field first, even when everything else is wrong", () => {
    expect(contactSecurityCheck({ ...contact, email: "x" }, { ...ok, honeypot: "http://spam", rateLimitWaitMinutes: 3, elapsedMs: 10 })).toBe(securityMessages.bot);
  });
  it("2. rate limit", () => {
    expect(contactSecurityCheck(contact, { ...ok, rateLimitWaitMinutes: 7, elapsedMs: 10 })).toBe("Too many submissions. Please try again in 7 minutes.");
    expect(contactSecurityCheck(contact, { ...ok, rateLimitWaitMinutes: 1, elapsedMs: 10 })).toBe("Too many submissions. Please try again in 1 minute.");
  });
  it("3. bot behaviour: under 2 s, or no interaction", () => {
    expect(contactSecurityCheck(contact, { ...ok, elapsedMs: 1999 })).toBe(securityMessages.tooFast);
    expect(contactSecurityCheck(contact, { ...ok, interacted: false })).toBe(securityMessages.tooFast);
    expect(contactSecurityCheck(contact, { ...ok, elapsedMs: 2000 })).toBeNull();
  });
  it("4. lengths", () => {
    expect(contactSecurityCheck({ ...contact, firstName: "a".repeat(101) }, ok)).toBe("Name fields are too long.");
    expect(contactSecurityCheck({ ...contact, email: `${"a".repeat(250)}@example.com` }, ok)).toBe("Email address is too long.");
    expect(contactSecurityCheck({ ...contact, phone: "1".repeat(21) }, ok)).toBe("Phone number is too long.");
    expect(contactSecurityCheck({ ...contact, message: "m".repeat(5001) }, ok)).toBe("Message is too long.");
  });
  it("5. e-mail, then 6. phone", () => {
    expect(contactSecurityCheck({ ...contact, email: "a@b", phone: "12" }, ok)).toBe("Please enter a valid email address.");
    expect(contactSecurityCheck({ ...contact, phone: "12" }, ok)).toBe("Please enter a valid phone number.");
    expect(contactSecurityCheck({ ...contact, phone: "+1 (435) 555-0100" }, ok)).toBeNull();
  });
});

describe("portfolio checks, in SPEC order", () => {
  it("passes a good request", () => expect(portfolioSecurityCheck(portfolio, ok)).toBeNull());
  it("bot, rate limit, timing, required, e-mail", () => {
    expect(portfolioSecurityCheck({ ...portfolio, firstName: "" }, { ...ok, honeypot: "x" })).toBe("Bot detected");
    expect(portfolioSecurityCheck({ ...portfolio, firstName: "" }, { ...ok, rateLimitWaitMinutes: 15, elapsedMs: 1 })).toBe(
      "Too many requests. Please try again in 15 minutes.",
    );
    expect(portfolioSecurityCheck({ ...portfolio, firstName: "" }, { ...ok, elapsedMs: 1 })).toBe("Please take your time filling out the form.");
    expect(portfolioSecurityCheck({ ...portfolio, description: "  ", email: "bad" }, ok)).toBe("All fields are required.");
    expect(portfolioSecurityCheck({ ...portfolio, email: "bad" }, ok)).toBe("Please enter a valid email address.");
    expect(portfolioSecurityCheck({ ...portfolio, email: `${"a".repeat(250)}@ex.com` }, ok)).toBe("Please enter a valid email address.");
  });
});

describe("newsletter fields", () => {
  it("requires non-blank names and a valid e-mail, trimmed", () => {
    expect(checkFields(newsletterFieldsSchema, { firstName: " Ada ", lastName: "L", email: " ada@example.com " })).toEqual({
      ok: true,
      value: { firstName: "Ada", lastName: "L", email: "ada@example.com" },
    });
    expect(checkFields(newsletterFieldsSchema, { firstName: " ", lastName: "L", email: "ada@example.com" })).toEqual({
      ok: false,
      errors: { firstName: fieldMessages.firstNameRequired },
    });
    expect(checkFields(newsletterFieldsSchema, { firstName: "A", lastName: "L", email: "nope" })).toEqual({ ok: false, errors: { email: securityMessages.emailInvalid } });
  });
});

describe("sanitising before send", () => {
  it("cleans every field and truncates to the limits", () => {
    const s = sanitizeContact({ ...contact, message: `<script>x</script>${"m".repeat(6000)}`, firstName: "<b>Ada</b>" });
    expect(s.firstName).toBe("Ada");
    expect(s.message).toHaveLength(5000);
    expect(s.message.startsWith("m")).toBe(true);
  });
});

describe("EMAIL_PATTERN", () => {
  it("takes the addresses people have, and refuses the ones nobody can write to", () => {
    for (const ok of ["ada@example.com", "ada.lovelace+site@mail.example.co.uk", "o'brien@example.ie", "x_y-z@sub-domain.example.org", "josé@exämple.de", "a@b.co"]) {
      expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ["a@example..com", "a@-example.com", "a@example-.com", "a..b@example.com", ".a@example.com", "a.@example.com", "a@.example.com", "a@example.c", "a@b", "a b@example.com", "a@exam ple.com", "a@example.-com", "a@example.com-"]) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it("costs nothing on a long, almost-matching address", () => {
    const before = process.threadCpuUsage();
    for (const s of [`${"a.".repeat(120)}@${"b-".repeat(60)}`, `${"a".repeat(240)}@${"b.".repeat(6)}`, `a@${"b.".repeat(125)}-`]) EMAIL_PATTERN.test(s);
    const used = process.threadCpuUsage(before);
    expect((used.user + used.system) / 1000).toBeLessThan(20);
  });
});

describe("the fields a failed check is about (marked invalid, the first focused)", () => {
  const ok: Attempt = { honeypot: "", elapsedMs: 5000, interacted: true, rateLimitWaitMinutes: 0 };
  const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "", message: "Hello" };
  it("names the field of a contact-type check, none for a bot, a limit or haste", () => {
    expect(contactSecurityFailure({ ...contact, phone: "12ab" }, ok)?.fields).toEqual(["phone"]);
    expect(contactSecurityFailure({ ...contact, email: "ada@" }, ok)?.fields).toEqual(["email"]);
    expect(contactSecurityFailure({ ...contact, lastName: "x".repeat(101) }, ok)?.fields).toEqual(["lastName"]);
    expect(contactSecurityFailure(contact, { ...ok, honeypot: "x" })?.fields).toBeUndefined();
    expect(contactSecurityFailure(contact, { ...ok, elapsedMs: 10 })?.fields).toBeUndefined();
  });
  it("names every blank field of the portfolio request, then the e-mail", () => {
    const portfolio = { firstName: "Grace", lastName: " ", email: "", description: "" };
    expect(portfolioSecurityFailure(portfolio, ok)?.fields).toEqual(["lastName", "email", "description"]);
    expect(portfolioSecurityFailure({ firstName: "Grace", lastName: "Hopper", email: "grace@", description: "A site" }, ok)?.fields).toEqual(["email"]);
  });
});
