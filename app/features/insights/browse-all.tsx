import { insightsPages } from "#content/pages/insights.ts";
import { paths } from "#app/config/paths.ts";
import { SiteLink } from "#app/ui/site-link.tsx";

/** The way on to the search and the categories (/insights-full), where a reader looks for more. */
export function BrowseAllInsights({ className = "" }: { className?: string }) {
  return (
    <p className={`text-lg ${className}`}>
      {insightsPages.browseAll.text}{" "}
      <SiteLink to={paths.insightsFull} className="font-semibold text-brand underline underline-offset-4">
        {insightsPages.browseAll.link}
      </SiteLink>
    </p>
  );
}
