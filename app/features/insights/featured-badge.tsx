import { insightsPages } from "#content/pages/insights.ts";

/**
 * The 'Featured' badge of an insight (its card, the admin list), beside its CategoryBadge. A bare
 * span: the insights filter finds it as the second `span` of a card's badges.
 */
export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
      {insightsPages.featuredBadge}
    </span>
  );
}
