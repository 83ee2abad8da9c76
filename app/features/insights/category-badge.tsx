import { insightCategories, type InsightCategoryKey } from "#content/insights/categories.ts";

const colours = {
  blue: "bg-blue-100 text-blue-800",
  purple: "bg-purple-100 text-purple-800",
} as const;

const categoryOf = (key: string) => insightCategories.find((c) => c.key === key);

/** A category's name (its key when unknown). */
export const categoryName = (key: string) => categoryOf(key)?.name ?? key;

export const badgeClass = (category: string) => `inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${colours[categoryOf(category)?.colour ?? "blue"]}`;

/** A category's badge, in its colour (SPEC §3 'Category'). */
export function CategoryBadge({ category }: { category: InsightCategoryKey }) {
  return <span className={badgeClass(category)}>{categoryName(category)}</span>;
}
