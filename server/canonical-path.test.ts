import { expect, it } from "vitest";
import { canonicalPath, needsCanonicalRedirect } from "./canonical-path.ts";

it("drops trailing slashes and keeps one leading slash", () => {
  expect(canonicalPath("/contact/")).toBe("/contact");
  expect(canonicalPath("/insights/a///")).toBe("/insights/a");
  expect(canonicalPath("//")).toBe("/");
});

it("never starts with '//' or '/\\': a browser would leave the site", () => {
  for (const p of ["//evil.example/", "///evil.example/", "/\\evil.example/", "/\\\\evil.example/", "/\\/evil.example/", "//\\evil.example//", "\\\\evil.example/"]) {
    const c = canonicalPath(p);
    expect(c, p).toBe("/evil.example");
    expect(new URL(c, "https://site.example").origin, p).toBe("https://site.example");
  }
});

it("costs nothing on a path of thousands of slashes", () => {
  const before = process.threadCpuUsage();
  expect(canonicalPath(`/a${"/".repeat(8000)}b${"/".repeat(8000)}`)).toBe(`/a${"/".repeat(8000)}b`);
  const used = process.threadCpuUsage(before);
  expect((used.user + used.system) / 1000).toBeLessThan(10);
});

it("paths React Router would decode into another host, or no URL, are refused", async () => {
  const { routablePath } = await import("./react-router-handler.ts");
  for (const bad of ["/%09/evil.example", "/%5C%5Cevil.example%25", "//evil.example%2F", "//evil.example", "/a/%0d%0a", "/%7F"]) expect(routablePath(bad), bad).toBe(false);
  for (const good of ["/contact", "/insights/a%20b", "/%E0%A4%A", "/%2F%2Fevil.example", "/caf%C3%A9", "/a//b"]) expect(routablePath(good), good).toBe(true);
});

it("redirects a trailing slash and extra leading slashes, never '/' or a plain path", () => {
  for (const p of ["/contact/", "//contact", "/\\contact", "//contact/"]) expect(needsCanonicalRedirect(p), p).toBe(true);
  for (const p of ["/", "/contact", "/insights/a", "/a//b"]) expect(needsCanonicalRedirect(p), p).toBe(false);
});

it("sends a page's address with capitals to its lower-case address; /assets/ and /api/ keep their case, and percent-escapes theirs", () => {
  for (const [from, to] of [
    ["/Checkout-Strategy-Call", "/checkout-strategy-call"],
    ["/ADMIN/inbox.data", "/admin/inbox.data"],
    ["/Insights/Caf%C3%A9", "/insights/caf%C3%A9"],
    ["//Contact/", "/contact"],
  ] as const) {
    expect(needsCanonicalRedirect(from), from).toBe(true);
    expect(canonicalPath(from), from).toBe(to);
  }
  for (const p of ["/assets/app-Jd3p4_ek.css", "/api/leads/Contact", "/insights/caf%C3%A9", "/contact"]) expect(needsCanonicalRedirect(p), p).toBe(false);
});

it("sends the /home alias written another way straight to '/', one hop instead of two", () => {
  for (const p of ["/home/", "/HOME", "//Home//"]) {
    expect(needsCanonicalRedirect(p), p).toBe(true);
    expect(canonicalPath(p), p).toBe("/");
  }
  expect(canonicalPath("/homes/")).toBe("/homes");
});
