import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import SQLite from "better-sqlite3";
import { openDatabase } from "#app/db/connection.server.ts";
import { dashboardData, periodOf, periodTotals, previousOf } from "#app/features/analytics/dashboard.server.ts";
import { dashboardTables } from "#app/features/analytics/dashboard-tables.server.ts";
import { addDays, createAnalytics, dayOf, rollUp } from "#app/features/analytics/events.server.ts";
import { CONSENT_REVISION } from "#app/config/consent.ts";
import { consentCookies, preferencesFor } from "#app/features/consent/consent-state.ts";

/**
 * Issue 25's budgets, on SQLite (the default database):
 * - an event's server cost: CPU per POST /api/events's work (checks, hash, queue, its share of
 *   the batched insert), ≤ 2 ms, and events per second on one process, ≥ 1,000;
 * - the dashboard with a year of data (1,000,000 page views, 10,000 leads): its queries and
 *   tables for 7 days, 30 days and 12 months, ≤ 300 ms.
 */
export interface DashboardBench {
  events: { count: number; cpuMsPerEvent: number; eventsPerSecond: number; eventsPerCpuSecond: number };
  seed: { pageViews: number; leads: number; paidOrders: number; seconds: number };
  /** Wall time and CPU time of this process (CPU does not grow with other processes' load). */
  dashboardMs: Record<string, { median: number; max: number; cpuMedian: number }>;
}

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const PATHS = ["/", "/about", "/contact", "/insights", "/the-essential-build", "/get-in-touch", ...Array.from({ length: 40 }, (_, i) => `/insights/article-${i}`)];
const CHANNELS: [string, string, string, string][] = [
  ["", "", "", ""],
  ["", "", "", "www.google.com"],
  ["newsletter", "email", "launch", ""],
  ["linkedin", "social", "autumn", "www.linkedin.com"],
  ["", "", "", "duckduckgo.com"],
];

export async function measureDashboardAtScale({ pageViews = 1_000_000, leads = 10_000, events = 20_000, log = console.log }: { pageViews?: number; leads?: number; events?: number; log?: (s: string) => void } = {}): Promise<DashboardBench> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-dashboard-"));
  const file = path.join(dir, "site.db");
  const database = await openDatabase(`file:${file}`);
  try {
    // 1. An event's cost, through the same code the endpoint runs (its HTTP front is Express's).
    const analytics = createAnalytics({ database, trustCountry: false, isCountedPath: (p) => PATHS.includes(p) });
    // Analytics allowed, as the banner leaves it: the server stores nothing without (issue 45).
    const cookies = consentCookies(preferencesFor("accept_all"), { given: true, date: new Date().toISOString(), revision: CONSENT_REVISION }, false)
      .map((c) => c.split(";")[0])
      .join("; ");
    const body = { path: "/insights/article-1", ref: "www.google.com", source: "", medium: "", campaign: "", width: 1280, entry: true };
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < events; i++) {
      const r = await analytics.take({ body, ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, userAgent: UA, cookies, country: undefined, gpc: false });
      if (r.status !== 202 || !r.stored) throw new Error(`event refused: ${JSON.stringify(r)}`);
    }
    await analytics.stop();
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    // Per second of wall time (what this machine gave), and per second of one core's CPU (what one process can take on a free core).
    const ev = { count: events, cpuMsPerEvent: cpuMs / events, eventsPerSecond: Math.round(events / (wall / 1000)), eventsPerCpuSecond: Math.round(events / (cpuMs / 1000)) };
    log(`events: ${ev.count} in ${Math.round(wall)} ms: ${ev.cpuMsPerEvent.toFixed(3)} ms CPU each, ${ev.eventsPerSecond}/s wall, ${ev.eventsPerCpuSecond}/s per CPU second`);

    // 2. A year of data, written directly (the seeding is not what is measured), then rolled up.
    const s0 = performance.now();
    const raw = new SQLite(file);
    raw.pragma("journal_mode = WAL");
    raw.pragma("synchronous = OFF");
    raw.exec("delete from page_views");
    const today = dayOf(new Date());
    const first = addDays(today, -364);
    const perDay = Math.ceil(pageViews / 365);
    const insertView = raw.prepare(
      "insert into page_views (id, day, at, path, ref_host, utm_source, utm_medium, utm_campaign, channel, device, country, entry, visitor) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    let n = 0;
    raw.transaction(() => {
      for (let d = 0; d < 365 && n < pageViews; d++) {
        const day = addDays(first, d);
        for (let i = 0; i < perDay && n < pageViews; i++, n++) {
          const [source, medium, campaign, ref] = CHANNELS[i % CHANNELS.length]!;
          const channel = source || ref.replace(/^www\./, "") || "direct";
          insertView.run(randomUUID(), day, `${day}T12:00:00.000Z`, PATHS[(i * 7) % PATHS.length], ref, source, medium, campaign, channel, ["mobile", "desktop", "tablet"][i % 3], i % 4 ? "US" : "BR", i % 3 === 0 ? 1 : 0, `v${d}-${i % Math.ceil(perDay / 3)}`);
        }
      }
    })();
    const insertSub = raw.prepare(
      "insert into submissions (id, form, source, first_name, last_name, email, phone, message, payload, client_hash, user_agent, created_at) values (?, ?, ?, 'A', 'B', ?, null, 'm', '{}', 'x', null, ?)",
    );
    const insertAttr = raw.prepare(
      "insert into attributions (subject, subject_id, channel, ref_host, utm_source, utm_medium, utm_campaign, landing_path, sent_from, created_at) values ('submission', ?, ?, ?, ?, ?, ?, '/', '/contact', ?)",
    );
    const insertOrder = raw.prepare(
      "insert into orders (id, product, amount_cents, currency, first_name, last_name, email, submission_id, state, payment_intent_id, state_at, problem, client_hash, created_at, updated_at, paid_at) values (?, 'strategyCall', 99700, 'usd', 'A', 'B', ?, ?, 'paid', null, null, null, 'x', ?, ?, ?)",
    );
    const forms = ["contact", "get-in-touch", "chat", "portfolio-request", "strategy-lead", "newsletter"];
    let paid = 0;
    raw.transaction(() => {
      for (let i = 0; i < leads; i++) {
        const id = randomUUID();
        const at = `${addDays(first, i % 365)}T1${i % 10}:00:00.000Z`;
        const form = forms[i % forms.length]!;
        insertSub.run(id, form, `${form}_form`, `lead${i}@example.com`, at);
        const [source, medium, campaign, ref] = CHANNELS[i % CHANNELS.length]!;
        insertAttr.run(id, source || ref.replace(/^www\./, "") || "direct", ref, source, medium, campaign, at);
        if (form === "strategy-lead" && i % 4 === 0) {
          insertOrder.run(randomUUID(), `lead${i}@example.com`, id, at, at, at);
          paid++;
        }
      }
    })();
    raw.close();
    await rollUp(database);
    const seed = { pageViews: n, leads, paidOrders: paid, seconds: Math.round((performance.now() - s0) / 100) / 10 };
    log(`seeded ${n} page views, ${leads} leads, ${paid} paid orders and rolled up in ${seed.seconds} s`);

    // 3. The dashboard: its queries and tables, five times each period.
    const dashboardMs: DashboardBench["dashboardMs"] = {};
    for (const key of ["7d", "30d", "12m"]) {
      const { period } = periodOf(new URLSearchParams(`period=${key}`));
      const times: number[] = [];
      const cpus: number[] = [];
      for (let i = 0; i < 6; i++) {
        const t = performance.now();
        const c = process.cpuUsage();
        // What the page's loader asks: the period's data and tables, and the days before's totals.
        await Promise.all([dashboardData(database, period).then(dashboardTables), periodTotals(database, previousOf(period))]);
        const used = process.cpuUsage(c);
        // The first warms the page cache.
        if (i > 0) {
          times.push(performance.now() - t);
          cpus.push((used.user + used.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      cpus.sort((a, b) => a - b);
      dashboardMs[key] = { median: Math.round(times[2]! * 10) / 10, max: Math.round(times.at(-1)! * 10) / 10, cpuMedian: Math.round(cpus[2]! * 10) / 10 };
      log(`dashboard ${key}: median ${dashboardMs[key].median} ms (CPU ${dashboardMs[key].cpuMedian} ms), max ${dashboardMs[key].max} ms`);
    }
    return { events: ev, seed, dashboardMs };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
