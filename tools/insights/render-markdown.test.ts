import { describe, expect, it } from "vitest";
import { embedWords, headingId, renderMarkdown } from "./render-markdown.ts";

describe("insight Markdown", () => {
  it("gives headings 2-4 ids by SPEC's rule, a repeated one a suffix, and lists them", () => {
    const { html, headings } = renderMarkdown("## What's Next?\n\ntext\n\n### Step one: an inventory\n\n## What's next\n\n#### Deep");
    expect(html).toContain('<h2 id="whats-next">What\'s Next?</h2>');
    expect(html).toContain('<h3 id="step-one-an-inventory">');
    expect(html).toContain('<h2 id="whats-next-1">');
    expect(headings).toEqual([
      { level: 2, title: "What's Next?", id: "whats-next" },
      { level: 3, title: "Step one: an inventory", id: "step-one-an-inventory" },
      { level: 2, title: "What's next", id: "whats-next-1" },
      { level: 4, title: "Deep", id: "deep" },
    ]);
    expect(headingId("  Cookies, GDPR & You!  ")).toBe("cookies-gdpr-you");
  });

  it("never gives a heading an id the page itself uses", () => {
    const { headings } = renderMarkdown("## Cookie Preferences\n\n## Cookie Banner\n\n## Share Dialog\n\n## Insight Title\n\n## Main");
    expect(headings.map((h) => h.id)).toEqual(["cookie-preferences-1", "cookie-banner-1", "share-dialog-1", "insight-title-1", "main-1"]);
  });

  it("never takes the consent switches' ids either (read from the constants the consent region uses)", () => {
    const { headings } = renderMarkdown("## Consent Analytics\n\n## Consent Marketing Text\n\n## Insights Subscribed Title");
    expect(headings.map((h) => h.id)).toEqual(["consent-analytics-1", "consent-marketing-text-1", "insights-subscribed-title-1"]);
  });

  it("drops a first line that is a level-1 heading, and brings other depths into 2-4", () => {
    const { html } = renderMarkdown("# The Title\n\nIntro\n\n# Later\n\n###### Tiny");
    expect(html).not.toContain("The Title");
    expect(html).toContain('<h2 id="later">Later</h2>');
    expect(html).toContain('<h4 id="tiny">Tiny</h4>');
    expect(renderMarkdown("Intro\n\n# Kept").html).toContain('<h2 id="kept">');
  });

  it("keeps bold, italic, lists, paragraphs and links; external links open safely", () => {
    const { html } = renderMarkdown("Some **bold** and *italic*.\n\n- one\n- two\n\n1. first\n\n[in](/contact) [out](https://example.org/x) [mail](mailto:a@b.c)");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<ol>");
    expect(html).toContain('<a href="/contact">in</a>');
    expect(html).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
  });

  it("counts the rendered article's words once, at build time (the BlogPosting's wordCount)", () => {
    const { wordCount } = renderMarkdown("## Why now\n\nSome **bold** words,\nand a [link](/x) here\n\n- one\n- two");
    // "Why now" + "Some bold words, and a link here" + "one" + "two": tags never join words.
    expect(wordCount).toBe(11);
  });

  it("lets no raw HTML, script, event handler or javascript: link through", () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\n<div onclick="x()">hi</div>\n\n[x](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n## <em>Head</em>\n\n<h2 id="main">forged</h2>',
    );
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<img|<div|id="main"/i);
  });

  it("replaces a post embed by the narrower embed with its intro line and invitation", () => {
    const { html } = renderMarkdown(
      'Before\n\n<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:7123456789012345678" height="1200" width="100%" frameborder="0" title="Embedded post"></iframe>\n\nAfter',
    );
    expect(html).toContain('<figure class="insight-embed">');
    expect(html).toContain(embedWords.intro);
    expect(html).toContain('src="https://www.linkedin.com/embed/feed/update/urn:li:share:7123456789012345678"');
    expect(html).toContain('width="504"');
    expect(html).toContain(embedWords.invitation);
    // Any other iframe is dropped like other raw HTML.
    expect(renderMarkdown('<iframe src="https://evil.example/x"></iframe>').html).not.toContain("iframe");
  });
});
