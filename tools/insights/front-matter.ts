import { parseDocument } from "yaml";
import * as v from "valibot";
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

/*
 * The owner reads these messages when a build stops. They are worded as they were before the
 * schema moved from zod to valibot (docs/decisions/043), so the build says the same things.
 */
const typeOf = (x: unknown) => (x === null ? "null" : Array.isArray(x) ? "array" : typeof x);
const expected = (type: string) => (issue: v.BaseIssue<unknown>) => `Invalid input: expected ${type}, received ${typeOf(issue.input)}`;
const tooSmall = (what: string, min: number, unit = "") => `Too small: expected ${what} to ${unit ? `have >=${min} ${unit}` : `be >=${min}`}`;
const tooBig = (what: string, max: number, unit = "") => `Too big: expected ${what} to ${unit ? `have <=${max} ${unit}` : `be <=${max}`}`;

/** Text, trimmed, of `min` to `max` characters. */
const text = (min: number, max: number) =>
  v.pipe(v.string(expected("string")), v.trim(), v.minLength(min, tooSmall("string", min, "characters")), v.maxLength(max, tooBig("string", max, "characters")));
const wholeNumber = v.pipe(v.number(expected("number")), v.integer("Invalid input: expected int, received number"));

/** A calendar date, YYYY-MM-DD, that exists (no 2025-02-30). */
export const calendarDate = v.pipe(
  v.string(expected("string")),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"),
  v.check((s) => {
    const [y, m, d] = s.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "is not a real calendar date"),
);

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const imageFile = v.pipe(v.string(expected("string")), v.regex(/^[\w-]+\.(jpe?g|png|webp)$/, "must be a file name in content/insights/images (.jpg, .png or .webp)"));

const fields = {
  id: v.pipe(wholeNumber, v.gtValue(0, "Too small: expected number to be >0")),
  title: text(1, 200),
  slug: v.pipe(v.string(expected("string")), v.regex(slugPattern, "must be lowercase words joined by hyphens")),
  excerpt: text(1, 400),
  /**
   * The search-result snippet (meta description, Open Graph, the BlogPosting's description).
   * Optional: without it the excerpt is cut at a word (app/features/insights/meta-description.ts).
   * Search engines show about 155-160 characters and cut the rest mid-sentence; under ~70 they
   * tend to write their own from the page.
   */
  description: v.optional(text(70, META_DESCRIPTION_MAX)),
  category: v.picklist(categoryKeys, `must be one of ${categoryKeys.join(", ")}`),
  author: text(1, 100),
  publishedAt: calendarDate,
  updatedAt: v.optional(calendarDate),
  readingTime: v.pipe(wholeNumber, v.minValue(1, tooSmall("number", 1)), v.maxValue(240, tooBig("number", 240))),
  heroImage: imageFile,
  thumbnailImage: imageFile,
  imageAlt: text(1, 300),
  tags: v.pipe(
    v.array(text(1, 60), expected("array")),
    v.minLength(1, tooSmall("array", 1, "items")),
    v.maxLength(20, tooBig("array", 20, "items")),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      // A tag given twice (in any case) would show twice on the card and the article.
      const tags = dataset.value;
      const seen = new Set<string>();
      tags.forEach((tag, n) => {
        const key = tag.toLowerCase();
        if (seen.has(key)) addIssue({ message: `"${tag}" is already a tag of this insight`, path: [{ type: "array", origin: "value", input: tags, key: n, value: tag }] });
        seen.add(key);
      });
    }),
  ),
  featured: v.boolean(expected("boolean")),
};

/** The fields of a front matter that the schema does not know. */
const unknownFields = (input: object) => Object.keys(input).filter((key) => !Object.hasOwn(fields, key));

export const frontMatterSchema = v.pipe(
  // A list is an object to valibot's object schemas: refused first, as not a map at all.
  v.custom<Record<string, unknown>>((x) => typeof x === "object" && x !== null && !Array.isArray(x), expected("object")),
  v.strictObject(fields, (issue) => {
    // The object's own issues: a field it does not know (it expects "never" there), all of them
    // named; or a field missing, told what its own check says of nothing.
    const input = issue.path?.[0]?.input;
    if (issue.expected === "never" && input && typeof input === "object") {
      const keys = unknownFields(input).map((k) => JSON.stringify(k));
      return `Unrecognized key${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}`;
    }
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" && Object.hasOwn(fields, key) ? fields[key as keyof typeof fields] : undefined;
    return (field && v.safeParse(field, undefined).issues?.[0]?.message) || expected("object")(issue);
  }),
);

export type FrontMatter = v.InferOutput<typeof frontMatterSchema>;

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
  const parsed = v.safeParse(frontMatterSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const unknown = issue.expected === "never" && raw && typeof raw === "object" ? unknownFields(raw).join(", ") : null;
    throw new InsightFileError(file, `front matter field "${unknown ?? v.getDotPath(issue) ?? "(front matter)"}": ${issue.message}`);
  }
  return { frontMatter: parsed.output, body: match[2]! };
}
