import { describe, expect, it } from "vitest";
import { bookedKind, confirmationPath, embedUrl, isEventUri, isInviteeUri, reportedHeight, schedulerOrigin, schedulerOrigins, schedulers } from "./scheduler.ts";

describe("scheduler embeds (DECISIONS 9)", () => {
  it("uses SPEC §9's heights", () => {
    expect(schedulers.chat.heights).toEqual({ mobile: 900, desktop: 800, min: 700 });
    expect(schedulers.strategy_session.heights).toMatchObject({ mobile: 1000, desktop: 800 });
  });
  it("builds the inline-embed address with what is known of the visitor", () => {
    const u = new URL(embedUrl("strategy_session", "www.example.com", { name: "Ada Lovelace", email: "ada@example.com" }));
    expect(u.origin + u.pathname).toBe(schedulers.strategy_session.url);
    expect(Object.fromEntries(u.searchParams)).toEqual({ embed_domain: "www.example.com", embed_type: "Inline", hide_gdpr_banner: "1", name: "Ada Lovelace", email: "ada@example.com" });
    expect(new URL(embedUrl("chat", "x")).searchParams.has("email")).toBe(false);
  });
  it("accepts messages from the scheduling links' own origin only", () => {
    expect(schedulerOrigin("chat")).toBe("https://calendly.com");
    expect(schedulerOrigins).toEqual(["https://calendly.com"]);
  });
  it("reads height messages defensively", () => {
    expect(reportedHeight({ height: "1234px" })).toBe(1234);
    expect(reportedHeight({ height: 950 })).toBe(950);
    expect(reportedHeight({ height: "-5px" })).toBeNull();
    expect(reportedHeight({ height: "1e9px" })).toBeNull();
    expect(reportedHeight(null)).toBeNull();
  });
  it("a booking is the scheduler API's event and invitee URIs, nothing else", () => {
    const ev = "https://api.calendly.com/scheduled_events/ABC123";
    expect(isEventUri(ev)).toBe(true);
    expect(isInviteeUri(`${ev}/invitees/XYZ`)).toBe(true);
    expect(isEventUri("https://api.calendly.com.evil.example/scheduled_events/ABC")).toBe(false);
    expect(isEventUri(`${ev}?x=1`)).toBe(false);
    expect(isInviteeUri(`${ev}/invitees/<script>`)).toBe(false);
    expect(isEventUri(42)).toBe(false);
  });
  it("sends a chat booking to the chat's confirmation, the strategy session to SPEC's /session-confirmation", () => {
    expect(confirmationPath("strategy_session")).toBe("/session-confirmation");
    expect(confirmationPath("chat")).toBe("/session-confirmation?kind=chat");
    expect(bookedKind(new URL(`https://x${confirmationPath("chat")}`).searchParams.get("kind"))).toBe("chat");
    expect(bookedKind(null)).toBe("strategy_session");
    expect(bookedKind("anything")).toBe("strategy_session");
  });
});
