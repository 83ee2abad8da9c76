import { describe, expect, it } from "vitest";
import { forwardedUrl } from "./tracker";

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
});
