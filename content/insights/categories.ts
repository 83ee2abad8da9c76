/**
 * The Insights categories (SPEC §3 'Category'): key, name, description and badge colour. An
 * insight's front matter names its category by key; the build refuses any other key.
 */
export const insightCategories = [
  { key: "strategy", name: "Strategy", description: "business strategy, website planning, ROI insights", colour: "blue" },
  { key: "technology", name: "Technology", description: "modern web development, AI tools, tech trends", colour: "purple" },
  { key: "security", name: "Security", description: "website security and development best practices", colour: "blue" },
  { key: "growth", name: "Growth", description: "business growth, conversion optimization, scaling", colour: "purple" },
  { key: "lovable-series", name: "Lovable Series", description: "AI development insights and platform deep-dives", colour: "blue" },
] as const;

export type InsightCategoryKey = (typeof insightCategories)[number]["key"];
export type InsightCategory = (typeof insightCategories)[number];
