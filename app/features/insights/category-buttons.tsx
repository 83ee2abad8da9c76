import { insightCategories } from "#content/insights/categories.ts";
import { insightsPages } from "#content/pages/insights.ts";
import { categoryPill } from "./category-pill.ts";

/**
 * The category filter (SPEC §2): 'All Insights' plus one button per category, the current one
 * pressed. Submit buttons of the page's GET form (`category`), so they work without JavaScript;
 * `onPick` is for a page that filters in React (the admin list).
 */
export function CategoryButtons({ category, onPick }: { category: string | null; onPick?: (category: string | null) => void }) {
  const { search: words } = insightsPages;
  const options = [{ key: "", name: words.allCategories }, ...insightCategories];
  return (
    <div role="group" aria-label={words.categoriesLabel} className="flex flex-wrap gap-2">
      {options.map((c) => {
        const pressed = (c.key || null) === category;
        return (
          <button key={c.key} type="submit" name="category" value={c.key} aria-pressed={pressed} onClick={onPick && (() => onPick(c.key || null))} className={categoryPill(pressed)}>
            {c.name}
          </button>
        );
      })}
    </div>
  );
}
