import { describe, expect, it } from "vitest";
import { infoFieldErrors } from "./info-rules.ts";
// The service cleans the strategy lead with the newsletter's sanitising (service.server.ts): the same three fields and limits.
import { sanitizeNewsletter } from "#app/features/leads/kinds/newsletter.ts";

/** What the dialog's checks let through, cleaned, then checked again: what the service does (DECISIONS 6). */
const lead = (input: Record<string, unknown>) => {
  const checked = infoFieldErrors(input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return infoFieldErrors(sanitizeNewsletter(checked.value));
};

describe("the strategy lead's sanitising (SPEC §5, DECISIONS 6)", () => {
  it("keeps ordinary details as they are", () => {
    expect(lead({ firstName: "Zoë", lastName: "O'Brien-Núñez", email: "zoe@example.com" })).toEqual({ ok: true, value: { firstName: "Zoë", lastName: "O'Brien-Núñez", email: "zoe@example.com" } });
  });
  it("strips markup and script from the names", () => {
    expect(lead({ firstName: "<img src=x onerror=alert(document.domain)>Ann", lastName: "<b>Lee</b>", email: "a@b.co" })).toEqual({ ok: true, value: { firstName: "Ann", lastName: "Lee", email: "a@b.co" } });
  });
  it("answers a name that was only markup or invisible characters as a missing one", () => {
    expect(lead({ firstName: "<script>alert(2)</script>", lastName: "\u0000\u202e", email: "a@b.co" })).toEqual({
      ok: false,
      errors: { firstName: "First name is required", lastName: "Last name is required" },
    });
    expect(lead({ firstName: "\u200b\u200b", lastName: "Lee", email: "a@b.co" })).toEqual({ ok: false, errors: { firstName: "First name is required" } });
  });
  it("drops the control characters of a name (no line breaks into a subject)", () => {
    expect(lead({ firstName: "a\u0007b", lastName: "Lee", email: "a@b.co" })).toMatchObject({ ok: true, value: { firstName: "ab" } });
  });
});
