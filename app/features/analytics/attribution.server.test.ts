import { describe, expect, it } from "vitest";
import type { Attribution } from "#app/db/schema.ts";
import { attributionFromReferer, attributionOfPost, channelOf, describeAttribution, REFERER_LIMIT } from "./attribution.server.ts";

/**
 * Issue 25: a form posted without JavaScript carries no attribution; its Referer, when it is a
 * page of this site, tells the page it was sent from and that page's UTM tags. Nothing else.
 */
const SITE = "https://site.example";
const none = { ref: "", source: "", medium: "", campaign: "", landing: "", sentFrom: "" };

describe("attributionFromReferer", () => {
  it("a page of this site with UTM tags: the tags, that page as the landing and as sent-from; never a referrer", () => {
    expect(attributionFromReferer(`${SITE}/contact?utm_source=Flyer&utm_medium=print&utm_campaign=spring+2026&x=1#top`, SITE)).toEqual({
      ref: "",
      source: "Flyer",
      medium: "print",
      campaign: "spring 2026",
      landing: "/contact",
      sentFrom: "/contact",
    });
    // One tag is enough to call the page a landing; the first of repeated tags counts.
    expect(attributionFromReferer(`${SITE}/?utm_campaign=a&utm_campaign=b`, SITE)).toEqual({ ...none, campaign: "a", landing: "/", sentFrom: "/" });
  });

  it("a page of this site without tags: only the page it was sent from (the landing is not known)", () => {
    expect(attributionFromReferer(`${SITE}/insights/growth?ref=x`, SITE)).toEqual({ ...none, sentFrom: "/insights/growth" });
    // The origin compares as browsers do: scheme, host (any case) and port.
    expect(attributionFromReferer("HTTPS://SITE.EXAMPLE:443/about", `${SITE}/admin`)).toEqual({ ...none, sentFrom: "/about" });
  });

  it("only the same origin: another host, port or scheme, a look-alike host, or credentials tell nothing", () => {
    for (const referer of [
      "https://evil.example/contact?utm_source=x",
      "https://site.example.evil.example/contact?utm_source=x",
      "https://evil.example/https://site.example/contact",
      "http://site.example/contact?utm_source=x",
      "https://site.example:8443/contact?utm_source=x",
      "https://user:pass@site.example/contact?utm_source=x",
      "https://site.example@evil.example/contact",
      "//site.example/contact",
      "/contact?utm_source=x",
    ])
      expect(attributionFromReferer(referer, SITE), referer).toBeUndefined();
  });

  it("hostile or broken headers: absent, not a URL, another scheme, over the limit: nothing", () => {
    for (const referer of [undefined, null, "", " ", "not a url", "javascript:alert(1)", "data:text/html,<b>x</b>", "file:///etc/passwd", "https://", "\u0000"])
      expect(attributionFromReferer(referer, SITE), String(referer)).toBeUndefined();
    const long = `${SITE}/contact?utm_source=x&pad=${"a".repeat(REFERER_LIMIT)}`;
    expect(attributionFromReferer(long, SITE)).toBeUndefined();
    // Exactly at the limit it is read.
    const atLimit = `${SITE}/contact?utm_source=x&pad=`;
    expect(attributionFromReferer(atLimit + "a".repeat(REFERER_LIMIT - atLimit.length), SITE)).toMatchObject({ source: "x", sentFrom: "/contact" });
    // A site origin that is not a URL reads nothing either.
    expect(attributionFromReferer(`${SITE}/contact`, "not an origin")).toBeUndefined();
  });

  it("every value passes the page attribution's checks: what fails is dropped, the rest kept", () => {
    expect(attributionFromReferer(`${SITE}/contact?utm_source=%3Cscript%3E&utm_medium=${"m".repeat(101)}&utm_campaign=ok`, SITE)).toEqual({ ...none, campaign: "ok", landing: "/contact", sentFrom: "/contact" });
    expect(attributionFromReferer(`${SITE}/contact?utm_source=a%00b&utm_medium=%E2%80%AE`, SITE)).toEqual({ ...none, sentFrom: "/contact" });
    // A path over 300 characters, or with characters a path of this site never has, is not kept.
    expect(attributionFromReferer(`${SITE}/${"p".repeat(300)}?utm_source=x`, SITE)).toEqual({ ...none, source: "x" });
    expect(attributionFromReferer(`${SITE}/a[b]`, SITE)).toBeUndefined();
    // Encoded characters stay encoded in the path (as the page's own attribution sends it).
    expect(attributionFromReferer(`${SITE}/insights/caf%C3%A9 x`, SITE)).toEqual({ ...none, sentFrom: "/insights/caf%C3%A9%20x" });
    // A flood of parameters within the limit is read in one pass.
    expect(attributionFromReferer(`${SITE}/c?${"a=1&".repeat(900)}utm_source=late`, SITE)).toMatchObject({ source: "late" });
  });
});

describe("attributionOfPost", () => {
  const posted = { referer: `${SITE}/contact?utm_source=flyer`, origin: SITE };

  it("what the page's script sent wins over the Referer", () => {
    expect(attributionOfPost({ ref: "www.google.com", landing: "/", sentFrom: "/contact" }, posted)).toEqual({
      via: "page",
      value: { ...none, ref: "www.google.com", landing: "/", sentFrom: "/contact" },
    });
    // Even an attribution whose every field was dropped: the page spoke.
    expect(attributionOfPost({ source: "<x>" }, posted)).toEqual({ via: "page", value: none });
  });

  it("a body without one (a form post: no object can be in it) falls back to the Referer", () => {
    for (const raw of [undefined, null, "ref=x", ["x"], 5])
      expect(attributionOfPost(raw, posted), JSON.stringify(raw)).toEqual({ via: "referer", value: { ...none, source: "flyer", landing: "/contact", sentFrom: "/contact" } });
    expect(attributionOfPost(undefined, { referer: "https://evil.example/", origin: SITE })).toBeUndefined();
    expect(attributionOfPost(undefined)).toBeUndefined();
  });
});

describe("describeAttribution says what is not known", () => {
  const row = (over: Partial<Attribution>): Attribution => ({
    subject: "submission",
    subject_id: "s",
    channel: "direct",
    ref_host: "",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    landing_path: "",
    sent_from: "",
    created_at: "2026-11-21T12:00:00.000Z",
    via: "page",
    ...over,
  });

  it("nothing stored", () => expect(describeAttribution(undefined)).toMatch(/^Not known \(sent without JavaScript/));

  it("from the page's script: the landing, or that it is not known", () => {
    expect(describeAttribution(row({ channel: "newsletter", utm_source: "newsletter", utm_medium: "email", utm_campaign: "launch", landing_path: "/", sent_from: "/contact" }))).toBe(
      "Channel newsletter · UTM newsletter / email / launch · landed on / · sent from /contact",
    );
    expect(describeAttribution(row({ sent_from: "/contact" }))).toBe("Channel direct · landing page not known · sent from /contact");
  });

  it("from a no-JavaScript post's Referer: the referrer is never known, the landing only from tags", () => {
    expect(describeAttribution(row({ via: "referer", channel: "not known", sent_from: "/contact" }))).toBe(
      "Channel not known · referrer not known · landing page not known · sent from /contact · sent without JavaScript: read from the address of the page it was sent from",
    );
    expect(describeAttribution(row({ via: "referer", channel: "flyer", utm_source: "Flyer", landing_path: "/contact", sent_from: "/contact" }))).toBe(
      "Channel flyer · referrer not known · UTM Flyer / - / - · landing page /contact (the tagged page it was sent from) · sent from /contact · sent without JavaScript: read from the address of the page it was sent from",
    );
  });
});

describe("UTM tags as people write campaigns", () => {
  it("keeps punctuation and emoji; drops control characters, markup characters and direction marks", async () => {
    const { checkAttributionField } = await import("./attribution.server.ts");
    for (const v of ["Mother's Day, Nov", "Q4 – €50 off 🎉", "linkedin:ads", "partner/acme", "a&b=c!#@"]) expect(checkAttributionField("campaign", v), v).toEqual({ value: v });
    for (const v of ["a\nb", "<script>", 'say "hi"', "x\u202Ey", "a".repeat(101)]) expect(checkAttributionField("campaign", v), v).toHaveProperty("error");
  });
  it("the inbox's channel filter takes every channel the dashboard can name", async () => {
    const { inboxFilter } = await import("#app/features/admin/inbox-filter.server.ts");
    for (const channel of ["linkedin:ads", "partner/acme", "mother's day, nov", "google.com"]) expect(inboxFilter(new URLSearchParams({ channel })), channel).toMatchObject({ ok: true });
    expect(inboxFilter(new URLSearchParams({ channel: "<b>" }))).toMatchObject({ ok: false });
  });
});

describe("channelOf", () => {
  it("a tagged and an untagged visit from the same network or search engine are one channel", () => {
    const ch = (ref: string, source = "") => channelOf({ source, ref });
    expect(ch("", "LinkedIn")).toBe("linkedin");
    for (const ref of ["www.linkedin.com", "linkedin.com", "lnkd.in", "uk.linkedin.com"]) expect(ch(ref), ref).toBe("linkedin");
    for (const ref of ["www.google.com", "google.co.uk", "www.google.de", "google.com.br"]) expect(ch(ref), ref).toBe("google");
    for (const ref of ["l.facebook.com", "m.facebook.com"]) expect(ch(ref), ref).toBe("facebook");
    for (const ref of ["t.co", "x.com", "twitter.com"]) expect(ch(ref), ref).toBe("x");
    expect(ch("youtu.be")).toBe("youtube");
    // Anything else keeps its host (without www. and a port), and look-alikes are not the network.
    expect(ch("www.example.org:8443")).toBe("example.org");
    expect(ch("notlinkedin.com")).toBe("notlinkedin.com");
    expect(ch("google.example.com")).toBe("google.example.com");
    for (const ref of ["google.xyz", "mail.google.com"]) expect(ch(ref), ref).toBe(ref);
    expect(ch("")).toBe("direct");
  });
});
