import { describe, expect, it } from "vitest";
import { infoFieldErrors } from "./info-rules.ts";

describe("checkout info dialog rules (SPEC §5)", () => {
  it("names each missing field, with SPEC's words", () => {
    expect(infoFieldErrors({})).toEqual({
      ok: false,
      errors: { firstName: "First name is required", lastName: "Last name is required", email: "Email address is required" },
    });
    expect(infoFieldErrors({ firstName: "  ", lastName: "L", email: " " })).toMatchObject({ errors: { firstName: "First name is required", email: "Email address is required" } });
  });
  it("checks the e-mail's shape", () => {
    expect(infoFieldErrors({ firstName: "A", lastName: "B", email: "a@b" })).toEqual({ ok: false, errors: { email: "Please enter a valid email address" } });
    expect(infoFieldErrors({ firstName: " A ", lastName: "B", email: " a@b.co " })).toEqual({ ok: true, value: { firstName: "A", lastName: "B", email: "a@b.co" } });
  });
  it("refuses what is over the form limits", () => {
    expect(infoFieldErrors({ firstName: "x".repeat(101), lastName: "B", email: "a@b.co" }).ok).toBe(false);
    expect(infoFieldErrors({ firstName: 5, lastName: "B", email: "a@b.co" }).ok).toBe(false);
  });
});
