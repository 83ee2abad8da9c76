import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast";
import type { Heading, Html, Root as MdastRoot, RootContent as MdastContent } from "mdast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { site } from "#content/site.ts";
import { COOKIE_CATEGORIES, COOKIE_PREFERENCES_DIALOG_ID, consentIds } from "#app/config/cookies.ts";
import { insightPageIds, insightsNewsletterIds, shareDialogIds } from "#app/features/insights/page-ids.ts";
import { chromeIds } from "#app/layout/chrome-ids.ts";

/**
 * An insight's Markdown body → safe HTML and its table of contents, at build time only
 * (docs/decisions/013). remark → rehype → sanitise → ids: raw HTML in the Markdown is dropped
 * (never passed through), the sanitiser keeps only the elements SPEC §2 names (headings 2-4,
 * bold, italic, lists, links, paragraphs), and only then are heading ids and the post embed
 * added, so neither can be forged from the file.
 */
export interface TocEntry {
  level: 2 | 3 | 4;
  title: string;
  id: string;
}

export interface RenderedBody {
  html: string;
  /** Every heading 2-4 in order (the page lists the level-2 ones). */
  headings: TocEntry[];
  /** The words of the rendered HTML (the BlogPosting's wordCount), counted here once. */
  wordCount: number;
}

/** The words of an article's HTML: its text between the tags, split on white space. */
export const countWords = (html: string): number => html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;

/** SPEC §3 'Table of contents entry': lowercase heading text, punctuation removed, spaces to hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/**
 * Ids the page itself uses (the shell, the article page, the share dialog, the sign-up, the
 * consent region): a heading never takes one. A heading 'Cookie Preferences' taking the
 * preferences dialog's id would leave the footer's 'Cookie settings' button opening nothing.
 * Each is read from the constants its component uses.
 */
const reservedIds: ReadonlySet<string> = new Set([
  ...Object.values(chromeIds),
  ...Object.values(insightPageIds),
  ...Object.values(shareDialogIds),
  ...Object.values(insightsNewsletterIds),
  consentIds.banner,
  COOKIE_PREFERENCES_DIALOG_ID,
  consentIds.preferencesTitle,
  ...COOKIE_CATEGORIES.flatMap((category) => [consentIds.switch(category), consentIds.switchText(category)]),
]);

const EMBED_SRC = /<iframe\b[^>]*\bsrc=["']https:\/\/www\.linkedin\.com\/embed\/feed\/update\/(urn:li:(?:share|activity|ugcPost):\d{5,25})[^"']*["'][^>]*>\s*<\/iframe>/i;
const EMBED_URN = /^urn:li:(?:share|activity|ugcPost):\d{5,25}$/;

/** The words around a social-network post embed (SPEC §2 'Insight detail'). */
export const embedWords = {
  intro: `I shared this on ${site.social.professionalNetwork.label} first. Here is the original post:`,
  invitation: `If it resonated, let's keep the conversation going: follow me or send me a connection request on ${site.social.professionalNetwork.label}.`,
  frameTitle: `A post on ${site.social.professionalNetwork.label}`,
  linkText: `Connect on ${site.social.professionalNetwork.label}`,
};

/** remark: a leading level-1 heading is dropped; other depths are brought into 2-4; a post embed becomes a marker. */
function remarkInsightShape() {
  return (tree: MdastRoot) => {
    const first = tree.children[0];
    if (first?.type === "heading" && first.depth === 1) tree.children.shift();
    const walk = (nodes: MdastContent[]): MdastContent[] =>
      nodes.map((node) => {
        if (node.type === "heading") (node as Heading).depth = Math.min(4, Math.max(2, node.depth)) as Heading["depth"];
        if (node.type === "html") {
          const urn = EMBED_SRC.exec((node as Html).value)?.[1];
          if (urn) return { type: "paragraph", children: [], data: { hName: "div", hProperties: { dataInsightEmbed: urn } } } as MdastContent;
        }
        if ("children" in node && Array.isArray(node.children)) (node as { children: MdastContent[] }).children = walk(node.children as MdastContent[]);
        return node;
      });
    tree.children = walk(tree.children);
  };
}

const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: ["p", "h2", "h3", "h4", "strong", "em", "ul", "ol", "li", "a", "br", "blockquote", "code", "hr", "div"],
  attributes: {
    a: ["href", "title"],
    ol: ["start"],
    div: [["dataInsightEmbed", EMBED_URN]],
  },
  protocols: { href: ["http", "https", "mailto"] },
  clobber: [],
  required: {},
  strip: ["script", "style"],
};

const textOf = (node: HastContent | ElementContent): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map((c) => textOf(c as ElementContent)).join("") : "";

const el = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({ type: "element", tagName, properties, children });
const text = (value: string) => ({ type: "text" as const, value });

/** rehype, after the sanitiser: ids on headings, safe external links, the narrower post embed. */
function rehypeInsightFinish(headings: TocEntry[]) {
  const siteHost = new URL(site.url).host;
  // A repeated heading gets -1, -2… (and never an id the page itself uses).
  const taken = new Set<string>(reservedIds);
  const uniqueId = (base: string) => {
    const root = base || "section";
    let id = root;
    for (let n = 1; taken.has(id); n++) id = `${root}-${n}`;
    taken.add(id);
    return id;
  };
  return () => (tree: HastRoot) => {
    const visit = (parent: { children: (HastContent | ElementContent)[] }) => {
      parent.children = parent.children.map((node) => {
        if (node.type !== "element") return node;
        if (/^h[234]$/.test(node.tagName)) {
          const title = textOf(node).trim();
          const id = uniqueId(headingId(title));
          node.properties = { ...node.properties, id };
          headings.push({ level: Number(node.tagName[1]) as 2 | 3 | 4, title, id });
        } else if (node.tagName === "a") {
          const href = String(node.properties.href ?? "");
          if (/^https?:\/\//i.test(href) && new URL(href).host !== siteHost) {
            node.properties = { ...node.properties, target: "_blank", rel: ["noopener", "noreferrer"] };
          }
        } else if (node.tagName === "div") {
          const urn = String(node.properties.dataInsightEmbed ?? "");
          if (!EMBED_URN.test(urn)) return text("");
          return el("figure", { className: ["insight-embed"] }, [
            el("p", {}, [text(embedWords.intro)]),
            el(
              "iframe",
              {
                src: `https://www.linkedin.com/embed/feed/update/${urn}`,
                title: embedWords.frameTitle,
                width: "504",
                height: "560",
                loading: "lazy",
                allowFullScreen: true,
              },
              [],
            ),
            el("p", {}, [
              text(`${embedWords.invitation} `),
              el("a", { href: site.social.professionalNetwork.href, target: "_blank", rel: ["noopener", "noreferrer"] }, [text(embedWords.linkText)]),
            ]),
          ]);
        }
        if ("children" in node) visit(node);
        return node;
      });
    };
    visit(tree);
  };
}

export function renderMarkdown(markdown: string): RenderedBody {
  const headings: TocEntry[] = [];
  const html = unified()
    .use(remarkParse)
    .use(remarkInsightShape)
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeInsightFinish(headings))
    .use(rehypeStringify)
    .processSync(markdown)
    .toString();
  return { html, headings, wordCount: countWords(html) };
}
