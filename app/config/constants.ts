import { pricesCents } from "#content/site.ts";

/**
 * The constants of SPEC §9 that the built features use, each defined once. Code and tests
 * import them from here; a feature still to be built adds its own from SPEC §9 (payment
 * redirect, cookie banner, insights, share pop-up, scheduler heights…) when it is built. The
 * durations and claims the copy states (free chat minutes, build timelines, 20,000+…) are the
 * owner's words and live in content/claims.ts.
 */
export const NAV_REVEAL_SCROLL_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
export const DRAWER = { animationSeconds: 0.5, closeThreshold: 0.25, velocityThreshold: 0.4 } as const;
export const ANCHOR_RETRY_DELAYS_MS = [100, 200] as const;
export const COPY_CONFIRMATION_MS = 2000;
export const TOAST_LAYERS = { primaryLimit: 1 } as const;
/**
 * SPEC §9 prices: the cards and purchase pages show them, the server charges them. Set in
 * content/site.ts with the other business facts (the owner edits them there); named here too
 * because the code has always read them here.
 */
export const PRICES_CENTS = pricesCents;
export const FORM_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;
/** SPEC §9: the portfolio form takes 3 submissions per 15-minute window per browser. */
export const PORTFOLIO_RATE_LIMIT = { max: 3, windowMs: 15 * 60 * 1000 } as const;
/**
 * SPEC §9 shows no limit for the contact-type and newsletter forms, only that their counting
 * cookie lasts 15 minutes: they take the portfolio form's count over that window (our choice).
 */
export const OTHER_FORMS_RATE_LIMIT = { max: 3, windowMs: 15 * 60 * 1000 } as const;
export const MIN_FILL_TIME_MS = 2000;
/**
 * A field's character counter (SPEC §2: the portfolio form's fields each have one) is shown once
 * the field holds this share of its limit; before, it is read to screen readers only ('0/100'
 * under every field was noise, issue 48). Our choice.
 */
export const COUNTER_SHOWN_FROM = 0.8;
export const HONEYPOT_FIELD = "website_url";
export const FORM_REQUEST_TIMEOUT_MS = 30_000;
/**
 * The HTTP server's connections (server/http-server.ts). Node's defaults let one slowly sent
 * body hold a connection for 300 s, with no cap per address or in total.
 * - requestTimeoutMs: a request's headers and body must arrive within this. The largest body a
 *   browser sends is a form's 64 KB, under 15 s on a slow phone link (~5 KB/s); the browser
 *   gives up on a form after FORM_REQUEST_TIMEOUT_MS anyway.
 * - headersTimeoutMs: the headers alone (a few KB).
 * - checkIntervalMs: how often Node looks for requests past those times (its default, 30 s,
 *   would let a timeout run up to 30 s late).
 * - perAddress: open connections per client address (an IPv6 /64 is one client). A browser
 *   opens at most 6 to a host; the rest leaves room for a few browsers behind one NAT. A
 *   proxy named by TRUST_PROXY carries every visitor and is not capped.
 * - closeIdleAt: from this many open connections on, each new connection closes an idle
 *   keep-alive one first (of the client holding the most idle, the longest idle: issue 45, 905
 *   connections kept open after one request each locked every visitor out). An idle connection
 *   is otherwise kept 65 s (a proxy in front keeps its own up to 60 s).
 * - total: open connections in all, never more (connections that arrive when none is idle get
 *   the places above closeIdleAt); below the usual 1,024 open files per process, which the
 *   database and the log files need too.
 */
export const SERVER_CONNECTION_LIMITS = {
  requestTimeoutMs: FORM_REQUEST_TIMEOUT_MS,
  headersTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
  perAddress: 32,
  closeIdleAt: 800,
  total: 900,
} as const;
export const CAROUSEL = { advanceMs: 8000, manualPauseMs: 5000, count: 8 } as const;
export const TOOLTIP_OPEN_DELAY_MS = 300;
/**
 * Not SPEC's: after the visitor's last scroll, touch or key, the browser runtime waits this long
 * before it lays out another skipped section (app/browser/after-load.ts).
 */
export const SECTION_LAYOUT_ACTIVITY_PAUSE_MS = 1000;
/**
 * SPEC §4 'Essential Flow': six steps. Not SPEC's: the section is no longer six viewport heights
 * tall (docs/decisions/037); the step marked current is the one at the reading line, this
 * fraction of the viewport from its top (a little under the middle, where eyes rest on a page).
 */
export const ESSENTIAL_FLOW = { steps: 6, readingLine: 0.6 } as const;

/*
 * Issue #15: the gated case study, cookie consent and analytics (SPEC §9; DECISIONS 10, 12, 15;
 * docs/decisions/015-consent-and-case-study.md, 082 and 083).
 */
/** SPEC §9: the banner appears 1 s after the load, without any input. */
export const COOKIE_BANNER_DELAY_MS = 1000;
/** SPEC §9: consent and preference cookies last 1 year; so does exclude_analytics. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const EXCLUDE_ANALYTICS_MAX_AGE_SECONDS = 365 * 24 * 3600;
/**
 * DECISIONS 15: the revision of the cookie categories. A stored choice of an older revision
 * counts as no choice (the banner asks again): raise it when a category is added or changes.
 */
export const CONSENT_REVISION = 1;
/** Consent records a client may store per window (the banner stores one per choice). */
export const CONSENT_RECORD_RATE_LIMIT = { max: 30, windowMs: 15 * 60 * 1000 } as const;

/*
 * The site's own page views (POST /api/events; issue 25, bounded by issue 45: docs/deployment.md, 'Security:
 * limits per client', docs/decisions/030-page-view-limits.md). Memory counts are per process.
 */
/** Page views a client (an IPv4 address or an IPv6 /64) may send a minute; past it, 429. */
export const EVENTS_PER_CLIENT_MINUTE = 60;
/**
 * Page views stored per client in 24 hours; past it, 429 until its day ends. Far above a person
 * (one view per page and minute is stored): an office behind one address stays well under it,
 * while one address can no longer add ~200 MB a day.
 */
export const EVENTS_PER_CLIENT_DAY = 2000;
/** One stored view per visitor, page and this long: a reload, Back, or a replayed request is not another view. */
export const PAGE_VIEW_REPEAT_MS = 60_000;
/**
 * Distinct campaigns (source / medium / campaign, as one) and referring hosts a day's page views
 * may hold, each; past it, a new one is stored as PAGE_VIEW_OTHER, so a run of invented tags can
 * neither crowd the dashboard's tables nor grow the daily roll-up (kept for good) without bound.
 */
export const PAGE_VIEW_TAGS_PER_DAY = 100;
export const PAGE_VIEW_OTHER = "(other)";
/**
 * The raw page views kept, at most (about 2.4 kB a row with its indexes: ~0.5 GB). Past it, the
 * oldest days already rolled up lose their raw rows first (their numbers stay); when only days
 * not yet rolled up are left, new page views are not stored until there is room again.
 */
export const PAGE_VIEWS_MAX_ROWS = 200_000;
/** The table's size is counted again after this many rows stored by a process (and at every roll-up). */
export const PAGE_VIEWS_BOUND_CHECK_ROWS = 1000;
/** SPEC §9 preview modes: desktop full width (a desktop page, scaled to fit), tablet 768 px, mobile 375 px, all 600 px high. */
export const PREVIEW_MODES = { desktopWidthPx: 1280, tabletWidthPx: 768, mobileWidthPx: 375, heightPx: 600 } as const;
/** DECISIONS 10: an unlock of the case study ends with the browser session, and after 12 h at most. */
export const CASE_STUDY_UNLOCK_HOURS = 12;
/**
 * Wrong case-study passwords: per client (an IPv6 /64 is one client), and for the whole site (a
 * spread-out guessing run). The right password is never refused for the site-wide count: while
 * it is full, each client gets `perClientWhenBusy` guesses a window: two, so that a visitor's
 * typo (told 'Incorrect password', as it is; or one made before the run began) is followed by
 * the right password, which opens; a guessing run is still slowed 2.5 times. A guess past those
 * two is refused with 429 before it is compared.
 */
export const CASE_STUDY_GATE_RATE_LIMIT = {
  perClient: { max: 5, windowMs: 15 * 60 * 1000 },
  overall: { max: 100, windowMs: 15 * 60 * 1000 },
  perClientWhenBusy: { max: 2, windowMs: 15 * 60 * 1000 },
} as const;

/* ── Payments and scheduling (issue 14; SPEC §9) ─────────────────────────────────────────── */
/** SPEC §9: the page goes to /success this long after a successful payment. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
/** SPEC §9: the one currency the sessions are sold in (prices are PRICES_CENTS). */
export const CURRENCY = "usd";
/**
 * SPEC §9 scheduler heights (px): under MOBILE_BREAKPOINT_PX, otherwise; and the least height a
 * height message may shrink the embed to (chat: SPEC's 700; strategy prep: its desktop height, our choice).
 */
export const SCHEDULER_HEIGHTS = {
  chat: { mobile: 900, desktop: 800, min: 700 },
  strategyPrep: { mobile: 1000, desktop: 800, min: 800 },
} as const;
/** DECISIONS 9: an embed that has not answered this long after its frame loaded is replaced by the link (our choice). */
export const SCHEDULER_FALLBACK_MS = 6000;
/** An embed whose frame has not even loaded after this long (a connection that hangs) gives way too. */
export const SCHEDULER_LOAD_CAP_MS = 30_000;
/** /success asks Stripe about an unpaid order at most this often (our choice: a reload loop must not become a loop of outside calls). */
export const ORDER_RECHECK_MS = 10_000;
/**
 * Every call to Stripe made while a visitor waits (the panel's intent, /success's question): at
 * most this long and never retried inside the request (our choice). The SDK's default, 80 s, and
 * our old 20 s × 3 attempts held /success for a minute when Stripe hung instead of refusing. A
 * failed call is retried by the visitor (Try Again) or by the next look at the order.
 */
export const STRIPE_CALL_TIMEOUT_MS = 3000;
/**
 * /success while the server is asking Stripe about the order ("confirming your payment"): the
 * page asks our server this often whether the answer came, and at most this many times (the
 * question itself ends within STRIPE_CALL_TIMEOUT_MS), then shows the order as it stands.
 */
export const ORDER_CONFIRM_POLL = { everyMs: 1000, max: 10 } as const;

/**
 * Insights (issue 13; SPEC §9). The preload and fade timings of SPEC (prefetch after 3000 ms,
 * secondary preload after 2000 ms, fade after 50 ms) are replaced by DECISIONS 2 and have no
 * constant here.
 */
export const INSIGHTS = {
  placeholderCards: 6,
  cardTags: 3,
  adminTags: 5,
  /** The featured area: one large card and up to two more. */
  featuredMax: 3,
  /** The table of contents marks the section whose heading is within this of the top. */
  activeSectionPx: 100,
  /**
   * Not SPEC's: /insights-full holds every card while there are at most this many insights; with
   * more, it shows this many results at a time, with 'Show more insights' (docs/decisions/071).
   */
  fullPageSize: 12,
  /** Not SPEC's: the 'Read next' row under an article (issue 24) shows at most this many other insights. */
  readNextMax: 3,
} as const;
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** SPEC §9 'Sitemap': the 11 static pages (keys of `paths`) with their change
 * frequencies and priorities; each insight is monthly at 0.7.
 */
export const SITEMAP_STATIC_PAGES = [
  { page: "home", changefreq: "weekly", priority: "1.0" },
  { page: "about", changefreq: "monthly", priority: "0.8" },
  { page: "contact", changefreq: "monthly", priority: "0.7" },
  { page: "build", changefreq: "weekly", priority: "0.9" },
  { page: "chat", changefreq: "monthly", priority: "0.8" },
  { page: "insights", changefreq: "weekly", priority: "0.8" },
  { page: "getInTouch", changefreq: "monthly", priority: "0.6" },
  { page: "privacy", changefreq: "yearly", priority: "0.3" },
  { page: "terms", changefreq: "yearly", priority: "0.3" },
  { page: "cookies", changefreq: "yearly", priority: "0.3" },
  { page: "disclaimer", changefreq: "yearly", priority: "0.3" },
] as const;
export const SITEMAP_INSIGHT = { changefreq: "monthly", priority: "0.7" } as const;
