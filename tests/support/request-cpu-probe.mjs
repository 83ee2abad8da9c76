// @ts-check
/**
 * Loaded into the server under test with `node --import` (tests/support/bad-input.ts): measures
 * the main thread's CPU time and the wall time of every request, from the moment Node hands it
 * to the server until its response is finished or the connection closes. The requests of a
 * bad-input run are sent one at a time, so a request's time is its own. Answers over IPC:
 * "stats" (the slowest requests, the count), "memory" (after a full garbage collection:
 * start the server with --expose-gc), "reset".
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

/** @type {{ cpuMs: number, wallMs: number, method: string, path: string, status: number, seq: number }[]} */
let slowest = [];
let count = 0;
// Enough to hold every outlier of a run (bad-input.ts sends each again to find its own cost).
const KEEP = 100;

/** @param {{ cpuMs: number, wallMs: number, method: string, path: string, status: number, seq: number }} s */
function record(s) {
  count++;
  if (slowest.length < KEEP || s.cpuMs > (slowest.at(-1)?.cpuMs ?? 0)) {
    slowest.push(s);
    slowest.sort((a, b) => b.cpuMs - a.cpuMs);
    slowest.length = Math.min(slowest.length, KEEP);
  }
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (/** @type {string} */ event, /** @type {any[]} */ ...args) {
  if (event === "request") {
    const [req, res] = /** @type {[http.IncomingMessage, http.ServerResponse]} */ (/** @type {unknown} */ (args));
    const cpu = process.threadCpuUsage();
    const started = performance.now();
    // Now: routers rewrite req.url on the way (Express strips a router's mount path).
    const method = String(req.method);
    const path = String(req.url).slice(0, 160);
    // The run's number for the request (tests/support/bad-input.ts), so an outlier can be sent again.
    const seq = Number(req.headers["x-probe-seq"] ?? -1);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const used = process.threadCpuUsage(cpu);
      record({ cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started, method, path, status: res.statusCode, seq });
    };
    res.once("finish", finish);
    res.once("close", finish);
  }
  return emit.call(this, event, ...args);
};

process.on("message", (/** @type {unknown} */ message) => {
  if (!process.send) return;
  if (message === "stats") process.send({ kind: "stats", count, slowest });
  else if (message === "reset") {
    slowest = [];
    count = 0;
    process.send({ kind: "reset" });
  } else if (message === "memory") {
    const gc = /** @type {undefined | (() => void)} */ (/** @type {Record<string, unknown>} */ (globalThis).gc);
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    process.send({ kind: "memory", heapUsed: m.heapUsed, heapTotal: m.heapTotal, rss: m.rss, external: m.external, arrayBuffers: m.arrayBuffers, gc: Boolean(gc) });
  }
});
