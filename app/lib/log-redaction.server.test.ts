import { describe, expect, it } from "vitest";
import { redactQueryValues } from "./log-redaction.server.ts";

describe("request logs keep a URL's path and parameter names, never their values", () => {
  it("drops every value", () => {
    expect(redactQueryValues("/admin/inbox?q=alice1%40example.org&form=contact")).toBe("/admin/inbox?q=…&form=…");
    expect(redactQueryValues("https://www.example.com/insights-full?search=my%20divorce")).toBe("https://www.example.com/insights-full?search=…");
    expect(redactQueryValues("/?utm_campaign=jane-doe#top")).toBe("/?utm_campaign=…");
  });
  it("leaves a URL without a query as it is, and odd names out", () => {
    expect(redactQueryValues("/contact")).toBe("/contact");
    expect(redactQueryValues("/x?alice@example.org")).toBe("/x?…");
    expect(redactQueryValues("/x?")).toBe("/x?");
  });
});
