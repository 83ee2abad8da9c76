import type { MetaDescriptor } from "react-router";
import { site } from "#content/site";
import { pageFor, type PagePath } from "~/pages";

/** Absolute URL on the public site, for canonical links and social cards. */
export const absoluteUrl = (path: string) => `${site.url}${path}`;

interface MetaInput {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  type?: "website" | "article";
}

/** Title, description, canonical URL, robots and social-card tags for one page (DECISIONS 1). */
export function buildMeta({ title, description, path, noindex = false, type = "website" }: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** Metadata of a page registered in app/pages.ts. */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const p = pageFor(path);
  return buildMeta({ title: p.title, description: p.description, path: p.path, noindex: p.noindex ?? false });
}
