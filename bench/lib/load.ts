import { readFileSync } from "node:fs";
import autocannon from "autocannon";

/**
 * The server under load: autocannon, 50 connections for 10 s, with the headers a browser sends
 * (so responses are compressed as visitors get them). Runs in this process; on a 2-core machine
 * it shares the CPU with the server, as the budgets' numbers always have.
 */
export interface LoadResult {
  name: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export const loadOptions = { connections: 50, durationS: 10 };

const browserHeaders = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br, zstd" };

export async function loadTest(
  origin: string,
  { name, path, method = "GET", body, headers = {} }: { name: string; path: string; method?: "GET" | "POST"; body?: string; headers?: Record<string, string> },
): Promise<LoadResult> {
  const r = await autocannon({
    url: origin + path,
    method,
    body,
    headers: { ...browserHeaders, ...headers },
    connections: loadOptions.connections,
    duration: loadOptions.durationS,
  });
  return {
    name,
    method,
    path,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** Resident memory of a process (Linux), in bytes. */
export function rssBytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
