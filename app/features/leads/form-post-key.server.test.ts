import { describe, expect, it } from "vitest";
import { withFormPostKey } from "./form-post-key.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const post = { firstName: "Ada", email: "ada@example.com", message: "Hello", website_url: "" };
const noon = new Date("2026-11-27T12:00:00.000Z");
const key = (form = "contact", client = "c1", input: Record<string, string> = post, now = noon) => withFormPostKey(form, client, input, now).sendKey;

describe("a form post's send key (no JavaScript)", () => {
  it("is the post's content: the same post from the same sender on the same day has the same key, whatever the fields' order", () => {
    expect(key()).toMatch(UUID);
    expect(key()).toBe(key("contact", "c1", { website_url: "", message: "Hello", email: "ada@example.com", firstName: "Ada" }, new Date("2026-11-27T23:59:59.000Z")));
  });
  it("changes with a word, the form, the sender or the day", () => {
    const others = [key("contact", "c1", { ...post, message: "Hello!" }), key("get-in-touch"), key("contact", "c2"), key("contact", "c1", post, new Date("2026-11-28T00:00:00.000Z"))];
    expect(new Set([key(), ...others]).size).toBe(5);
  });
  it("keeps the fields as sent, and a key the browser sent itself", () => {
    expect(withFormPostKey("contact", "c1", post, noon)).toMatchObject(post);
    expect(withFormPostKey("contact", "c1", { ...post, sendKey: "k" }, noon).sendKey).toBe("k");
  });
});
