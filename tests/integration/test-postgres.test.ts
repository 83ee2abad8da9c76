import { createServer, type Socket } from "node:net";
import { expect, test } from "vitest";
import { startPostgres } from "#tests/support/postgres.ts";

// A CI run once failed because something else held the test PostgreSQL's port: the suites'
// server must then start on another port, and know its own server from the stranger.

async function dataDirectory(url: string): Promise<string> {
  const client = new (await import("pg")).default.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>("select current_setting('data_directory') as dir");
    return rows[0]!.dir;
  } finally {
    await client.end();
  }
}

test("the test PostgreSQL starts on another port when a silent stranger holds its own", async () => {
  // The stranger accepts and never answers: the worst a process on the port can do.
  const held: Socket[] = [];
  const stranger = createServer((socket) => held.push(socket));
  const port = await new Promise<number>((resolve) =>
    stranger.listen(0, "127.0.0.1", () => resolve((stranger.address() as { port: number }).port)),
  );
  const pg = await startPostgres(port);
  try {
    expect(Number(new URL(pg.url).port)).not.toBe(port);
    expect(await dataDirectory(pg.url)).toMatch(/pg-test-/);
  } finally {
    await pg.stop();
    for (const socket of held) socket.destroy();
    await new Promise((r) => stranger.close(r));
  }
}, 60_000);

test("when an earlier test PostgreSQL holds the port (same user, same trust), the new one starts elsewhere and does not answer as it", async () => {
  const earlier = await startPostgres(0);
  const port = Number(new URL(earlier.url).port);
  try {
    const fresh = await startPostgres(port);
    try {
      expect(Number(new URL(fresh.url).port)).not.toBe(port);
      expect(await dataDirectory(fresh.url)).not.toBe(await dataDirectory(earlier.url));
    } finally {
      await fresh.stop();
    }
  } finally {
    await earlier.stop();
  }
}, 60_000);
