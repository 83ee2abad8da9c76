/**
 * Where the test servers listen. One variable, TEST_PORT_BASE (default 4300), moves every default
 * together, so that two checkouts on one machine can run their suites at once without taking each
 * other's ports: the browser suite's server at base + 10 (E2E_PORT, 4310 by default; its files
 * start their own servers at offsets above it) and the integration suites' servers from
 * base + 301 (4601-4625 by default). A suite's own variable (E2E_PORT, SEO_TEST_PORT…) still wins.
 * PostgreSQL's TEST_PG_PORT is not moved: tests/support/postgres.ts takes a free port when its
 * own is held.
 */
export const TEST_PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 4300);

/** The browser suite's server (E2E_PORT, else base + 10). */
export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? TEST_PORT_BASE + 10);
}

/**
 * Each integration suite's first port above the base, and how many it takes from there: the one
 * table of them, so that a new suite picks a free range here. `<NAME>_TEST_PORT` (`set`, named in
 * full so that a search for the variable finds it) overrides it.
 */
export const SUITE_PORTS = {
  ENTRYPOINT: { offset: 301, count: 1, set: process.env.ENTRYPOINT_TEST_PORT },
  BACKUP: { offset: 302, count: 2, set: process.env.BACKUP_TEST_PORT },
  BAD_REQUESTS: { offset: 304, count: 1, set: process.env.BAD_REQUESTS_TEST_PORT },
  PAGE_POSTS: { offset: 305, count: 1, set: process.env.PAGE_POSTS_TEST_PORT },
  REDIRECTS: { offset: 306, count: 1, set: process.env.REDIRECTS_TEST_PORT },
  SEO: { offset: 307, count: 2, set: process.env.SEO_TEST_PORT },
  RELIABILITY: { offset: 309, count: 1, set: process.env.RELIABILITY_TEST_PORT },
  BAD_INPUT: { offset: 310, count: 1, set: process.env.BAD_INPUT_TEST_PORT },
  LOGIN_LIMIT: { offset: 311, count: 1, set: process.env.LOGIN_LIMIT_TEST_PORT },
  PROXY: { offset: 312, count: 2, set: process.env.PROXY_TEST_PORT },
  TWO_INSTANCES: { offset: 314, count: 4, set: process.env.TWO_INSTANCES_TEST_PORT },
  HEADERS: { offset: 318, count: 2, set: process.env.HEADERS_TEST_PORT },
  ADMIN_ACCESS: { offset: 320, count: 2, set: process.env.ADMIN_ACCESS_TEST_PORT },
  FIRST_VIEW: { offset: 323, count: 1, set: process.env.FIRST_VIEW_TEST_PORT },
  RENAMED_VARIABLES: { offset: 324, count: 1, set: process.env.RENAMED_VARIABLES_TEST_PORT },
  ICON_SPRITE: { offset: 325, count: 1, set: process.env.ICON_SPRITE_TEST_PORT },
  HTML_VALIDITY: { offset: 326, count: 2, set: process.env.HTML_VALIDITY_TEST_PORT },
} as const satisfies Record<string, { offset: number; count: number; set: string | undefined }>;

/** A suite's first port: `<NAME>_TEST_PORT` when set, else its offset above TEST_PORT_BASE. */
export function suitePort(name: keyof typeof SUITE_PORTS): number {
  return Number(SUITE_PORTS[name].set ?? TEST_PORT_BASE + SUITE_PORTS[name].offset);
}
