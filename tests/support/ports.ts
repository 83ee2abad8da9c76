/**
 * Where the test servers listen. One variable, TEST_PORT_BASE (default 4300), moves every default
 * together, so that two checkouts on one machine can run their suites at once without taking each
 * other's ports: the browser suite's server at base + 10 (E2E_PORT, 4310 by default; its files
 * start their own servers at offsets above it) and the integration suites' servers from
 * base + 301 (4601-4624 by default). A suite's own variable (E2E_PORT, SEO_TEST_PORT…) still wins.
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
 * table of them, so that a new suite picks a free range here. `<NAME>_TEST_PORT` overrides it.
 */
export const SUITE_PORTS = {
  ENTRYPOINT: { offset: 301, count: 1 },
  BACKUP: { offset: 302, count: 2 },
  BAD_REQUESTS: { offset: 304, count: 1 },
  PAGE_POSTS: { offset: 305, count: 1 },
  REDIRECTS: { offset: 306, count: 1 },
  SEO: { offset: 307, count: 2 },
  RELIABILITY: { offset: 309, count: 1 },
  BAD_INPUT: { offset: 310, count: 1 },
  LOGIN_LIMIT: { offset: 311, count: 1 },
  PROXY: { offset: 312, count: 2 },
  TWO_INSTANCES: { offset: 314, count: 4 },
  HEADERS: { offset: 318, count: 2 },
  ADMIN_ACCESS: { offset: 320, count: 2 },
  FIRST_VIEW: { offset: 323, count: 1 },
  RENAMED_VARIABLES: { offset: 324, count: 1 },
} as const satisfies Record<string, { offset: number; count: number }>;

/** A suite's first port: `<NAME>_TEST_PORT` when set, else its offset above TEST_PORT_BASE. */
export function suitePort(name: keyof typeof SUITE_PORTS): number {
  return Number(process.env[`${name}_TEST_PORT`] ?? TEST_PORT_BASE + SUITE_PORTS[name].offset);
}
