import { describe, expect, it } from "vitest";
import { forwardedReferrer, forwardedUrl } from "./tracker.ts";

describe("the page address forwarded to the analytics provider", () => {
  it("leaves out Stripe's client secret and the order id of /success, and any other parameter it does not read", () => {
    expect(forwardedUrl("https://www.example.com/success?order=0b9f&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded")).toBe(
      "https://www.example.com/success",
    );
    expect(forwardedUrl("https://www.example.com/contact?token=abc#form")).toBe("https://www.example.com/contact");
  });

  it("keeps the campaign tags, ref and source, and the insights' search and category", () => {
    const kept = "https://www.example.com/insights-full?utm_source=news&utm_medium=email&utm_campaign=fall&ref=hn&source=x&search=seo&category=growth";
    expect(forwardedUrl(`${kept}&secret=1`)).toBe(kept);
  });

  it("forwards another site's referrer, cleaned, and never one of this site's pages (the next page after /success has it as its referrer)", () => {
    const origin = "https://www.example.com";
    expect(forwardedReferrer(`${origin}/success?order=1&payment_intent_client_secret=pi_1_secret_x`, origin)).toBeNull();
    expect(forwardedReferrer("https://www.google.com/", origin)).toBe("https://www.google.com/");
    expect(forwardedReferrer("https://news.example.net/item?id=5&utm_source=hn", origin)).toBe("https://news.example.net/item?utm_source=hn");
    expect(forwardedReferrer("", origin)).toBeNull();
    expect(forwardedReferrer("not a url", origin)).toBeNull();
  });
});
