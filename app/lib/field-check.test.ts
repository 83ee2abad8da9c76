import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { checkFields, trimmedText } from "./field-check.ts";

describe("checkFields", () => {
  it("stops a field's rules at the first failure: no pattern runs on an over-long value", () => {
    let patternRuns = 0;
    const schema = v.object({
      email: v.pipe(
        trimmedText,
        v.maxLength(5, "too long"),
        v.check(() => (patternRuns++, true), "bad"),
      ),
      name: v.pipe(trimmedText, v.minLength(1, "required")),
    });
    expect(checkFields(schema, { email: "x".repeat(10_000) })).toEqual({ ok: false, errors: { email: "too long", name: "required" } });
    expect(patternRuns).toBe(0);
    expect(checkFields(schema, { email: " ab ", name: "N" })).toEqual({ ok: true, value: { email: "ab", name: "N" } });
    expect(patternRuns).toBe(1);
  });
});
