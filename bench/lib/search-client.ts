/**
 * The client of the 1,000-insight search render (./insights-scale.ts), run as a small process of
 * its own (Node strips the types): `node search-client.ts <origin> <queries as JSON> <rounds>`.
 * It times each query `rounds` times (every third round in a category), /insights-full one
 * request at a time, each to its complete response, and prints the times as JSON. In the bench's
 * own process (a few hundred MB of heap by then) the client's garbage collection (incremental
 * mark-compact, 40-60 ms every ~400 ms, seen with --trace-gc) landed inside the searches it
 * timed and made their p99, not the server's.
 */
const [origin, queriesJson, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!origin || !queriesJson || !(rounds > 0)) throw new Error("usage: search-client.ts <origin> <queries as JSON> <rounds>");
const queries = JSON.parse(queriesJson) as string[];
const headers = { accept: "text/html", "accept-encoding": "gzip, deflate, br, zstd" };
const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const q of queries) {
    const started = performance.now();
    const res = await fetch(`${origin}/insights-full?search=${encodeURIComponent(q)}${round % 3 === 0 ? "&category=growth" : ""}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`/insights-full answered ${res.status}`);
  }
}
process.stdout.write(JSON.stringify(times));

export {};
