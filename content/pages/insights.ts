/**
 * The words of the Insights pages (SPEC §2 'Insights', 'Insights full', 'Insight detail',
 * 'Share dialog', 'Admin insights'). The articles themselves are content/insights/*.md.
 */
export const insightsPages = {
  hero: {
    heading: "Strategic Insights",
    lead: "Practical thinking on website strategy, security and growth for founders, experts and small businesses whose websites lag behind their business.",
    primaryCta: "Get Your Custom Strategy",
    /** SPEC's '{n} Expert Insights' and '{n} Featured Articles', singular for one ('1 Featured Articles' read as a slip, issue 48). */
    expertInsights: (n: number) => `${n} Expert ${n === 1 ? "Insight" : "Insights"}`,
    featuredArticles: (n: number) => `${n} Featured ${n === 1 ? "Article" : "Articles"}`,
  },
  featuredHeading: "Featured Insights",
  allHeading: "All Insights",
  featuredBadge: "Featured",
  readMore: "Read Full Insight",
  minRead: (n: number) => `${n} min read`,
  empty: {
    title: "No insights found",
    text: "Try adjusting your search terms or browse different categories to discover valuable insights.",
  },
  search: {
    label: "Search insights",
    placeholder: "Search insights by title, content, or tags...",
    clear: "Clear search",
    submit: "Search",
    allCategories: "All Insights",
    categoriesLabel: "Categories",
    showMore: "Show more insights",
  },
  loading: "Loading insights…",
  /** The way to /insights-full (search and categories), from the insights page and an article's end: it was linked from nowhere (issue 48). */
  browseAll: { text: "Looking for something specific?", link: "Search and browse every insight" },
} as const;

export const insightDetail = {
  backToInsights: "Back to Insights",
  share: "Share this insight",
  tocHeading: "Table of Contents",
  tagsHeading: "Tags",
  apply: {
    heading: "Ready to Apply These Strategies?",
    text: "A strategy session turns ideas like these into a clear plan for your own website and business.",
    primary: "Get Your Custom Strategy",
    secondary: "Let's Talk First",
  },
  getInTouch: {
    text: "Something in this insight hit home?",
    link: "Get in touch",
  },
  /** Not SPEC's (issue 24): other insights, the same category's first, above 'Coming Soon'. */
  readNext: { heading: "Read next" },
  comingSoon: {
    heading: "More Strategic Insights Coming Soon",
    text: "New articles on website strategy, security and growth are on the way. Subscribe below to get each one as it is published.",
  },
  notFound: { heading: "Insight Not Found", text: "This insight does not exist or has moved.", back: "← Back to Insights" },
  breadcrumbHome: "Home",
  breadcrumbInsights: "Insights",
  /** /insights-full's name: its tab title (with the brand) and its own step in its breadcrumb trail. */
  searchPageName: "Search All Insights",
} as const;

export const shareDialog = {
  title: "Share this insight",
  description: "Send it to someone who needs it.",
  networks: {
    linkedin: "Share on LinkedIn",
    facebook: "Share on Facebook",
    x: "Share on X",
  },
  email: "Share via Email",
  copy: "Copy link",
  copied: "Link copied!",
  close: "Close",
} as const;

/** The sign-up on the Insights pages (source insights_newsletter) and its success dialog. */
export const insightsNewsletter = {
  heading: "Get the next Strategic Insight first",
  text: "One practical article at a time on website strategy, security and growth. No spam; unsubscribe any time.",
  success: {
    title: "You're on the list!",
    text: "Thank you for subscribing to Strategic Insights. Your welcome e-mail is on its way: if it is not in your inbox in a few minutes, look in your Promotions or Spam folder and add the sender to your contacts.",
    close: "Keep reading",
  },
} as const;

export const adminInsights = {
  heading: "Admin - All Insights",
  total: (n: number) => `Total: ${n}`,
  showing: (n: number) => `Showing: ${n}`,
  sitemap: {
    heading: "Sitemap Management",
    text: (staticPages: number, insights: number) =>
      `The sitemap lists ${staticPages} static pages plus ${insights} insight posts: ${staticPages + insights} URLs in total.`,
    download: "Download Updated Sitemap",
    preview: "Preview in Console",
    previewed: "Sitemap printed to the browser console.",
    note: (sitemapUrl: string) =>
      `The sitemap is served live at /sitemap.xml and updates itself with every published insight, so there is no file to replace. Submit ${sitemapUrl} once to your search console; resubmit it there after a large change if you like.`,
  },
  searchPlaceholder: "Search by title, excerpt, or tags...",
  searchLabel: "Search insights",
  empty: "No insights found matching your criteria.",
  more: (n: number) => `+${n} more`,
  view: "View",
  minutes: (n: number) => `${n} min`,
} as const;
