import { parseDocument } from "yaml";
import { z } from "zod";
import { insightCategories } from "#content/insights/categories.ts";
import { META_DESCRIPTION_MAX } from "#app/features/insights/meta-description.ts";

/**
 * An insight's front matter (SPEC §3 'Insight'), checked strictly at build time: an unknown
 * field, a missing one or a bad value fails the build with the file and the field named.
 *
 * The block between the `---` lines is read by `yaml` as plain data (the core schema: strings,
 * numbers, booleans, lists, maps). No front-matter parser that can evaluate code (JavaScript
 * front matter, custom tags) is involved.
 */
const categoryKeys = insightCategories.map((c) => c.key) as [string, ...string[]];

/** A calendar date, YYYY-MM-DD, that exists (no 2025-02-30). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((s) => {
    const [y, m, d] = s.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "is not a real calendar date");

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const imageFile = z.string().regex(/^[\w-]+\.(jpe?g|png|webp)$/, "must be a file name in content/insights/images (.jpg, .png or .webp)");

export const frontMatterSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().trim().min(1).max(200),
  slug: z.string().regex(slugPattern, "must be lowercase words joined by hyphens"),
  excerpt: z.string().trim().min(1).max(400),
  /**
   * The search-result snippet (meta description, Open Graph, the BlogPosting's description).
   * Optional: without it the excerpt is cut at a word (app/features/insights/meta-description.ts).
   * Search engines show about 155-160 characters and cut the rest mid-sentence; under ~70 they
   * tend to write their own from the page.
   */
  description: z.string().trim().min(70).max(META_DESCRIPTION_MAX).optional(),
  category: z.enum(categoryKeys, { error: `must be one of ${categoryKeys.join(", ")}` }),
  author: z.string().trim().min(1).max(100),
  publishedAt: calendarDate,
  updatedAt: calendarDate.optional(),
  readingTime: z.number().int().min(1).max(240),
  heroImage: imageFile,
  thumbnailImage: imageFile,
  imageAlt: z.string().trim().min(1).max(300),
  tags: z
    .array(z.string().trim().min(1).max(60))
    .min(1)
    .max(20)
    .superRefine((tags, ctx) => {
      // A tag given twice (in any case) would show twice on the card and the article.
      const seen = new Set<string>();
      tags.forEach((tag, n) => {
        const key = tag.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [n], message: `"${tag}" is already a tag of this insight` });
        seen.add(key);
      });
    }),
  featured: z.boolean(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export class InsightFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "InsightFileError";
  }
}

/** Splits a Markdown file into its front matter (validated) and its body. */
export function parseInsightFile(file: string, text: string): { frontMatter: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ""));
  if (!match) throw new InsightFileError(file, "no front matter (the file must start with a block between two --- lines)");
  const doc = parseDocument(match[1]!, { schema: "core", uniqueKeys: true, customTags: [], merge: false });
  // An unknown tag (`!!js/function`…) is only a warning to yaml: refused here all the same.
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw new InsightFileError(file, `front matter is not plain YAML data: ${problem.message.split("\n")[0]}`);
  const raw: unknown = doc.toJS({ maxAliasCount: 0 });
  const parsed = frontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? issue.path.join(".") : issue.code === "unrecognized_keys" ? (issue as { keys?: string[] }).keys?.join(", ") : "(front matter)";
    throw new InsightFileError(file, `front matter field "${field}": ${issue.message}`);
  }
  return { frontMatter: parsed.data, body: match[2]! };
}
