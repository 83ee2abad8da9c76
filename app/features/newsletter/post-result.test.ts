import { describe, expect, it } from "vitest";
import { fieldMessages, newsletterMessages, securityMessages } from "#app/features/leads/messages.ts";
import { newsletterMissing } from "#app/features/leads/kinds/newsletter.ts";
import { newsletterPostFailure } from "./post-result.ts";

const filled = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

describe("newsletter: blank after trimming (SPEC §5)", () => {
  it.each([
    ["firstName", "   "],
    ["lastName", "\t"],
    ["email", " "],
    ["email", undefined],
  ])("%s = %j is missing", (name, value) => {
    expect(newsletterMissing({ ...filled, [name]: value })).toBe(true);
  });
  it("nothing is missing when every field has text", () => expect(newsletterMissing({ ...filled, firstName: "  Ada " })).toBe(false));
});

describe("the no-JavaScript result page's words", () => {
  it("blank names: 'Missing Information' / 'Please fill in all fields.' (SPEC §8), not the API's field errors", () => {
    const result = { fieldErrors: { firstName: fieldMessages.firstNameRequired, lastName: fieldMessages.lastNameRequired } };
    expect(newsletterPostFailure({ ...filled, firstName: "  ", lastName: " " }, result)).toEqual({
      title: newsletterMessages.missing.title,
      lines: [newsletterMessages.missing.description],
    });
  });
  it("anything else: 'Subscription Failed' with what the service said", () => {
    expect(newsletterPostFailure({ ...filled, email: "ada@" }, { fieldErrors: { email: securityMessages.emailInvalid } })).toEqual({
      title: newsletterMessages.failed.title,
      lines: [securityMessages.emailInvalid],
    });
    expect(newsletterPostFailure(filled, { fieldErrors: {}, formError: securityMessages.tooManySubmissions(3) }).lines).toEqual([securityMessages.tooManySubmissions(3)]);
  });
});
