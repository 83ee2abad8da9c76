import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { createServices } from "#app/services.server.ts";

/** Issue 12, item 13: the data folder and every file of personal data are the server user's only. */
const mode = (p: string) => statSync(p).mode & 0o777;

it("a new DATA_DIR is 0700; the database, its -wal/-shm and secrets.json are 0600", async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "private-")), "data");
  const svc = await createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), { startOutbox: false });
  try {
    await svc.leads.submit("contact", { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: "Hi", elapsedMs: 5000 }, { clientHash: "c", userAgent: null });
    expect(mode(dataDir).toString(8)).toBe("700");
    for (const f of ["site.db", "site.db-wal", "site.db-shm", "secrets.json"]) {
      expect(existsSync(path.join(dataDir, f)), f).toBe(true);
      expect(mode(path.join(dataDir, f)).toString(8), f).toBe("600");
    }
  } finally {
    await svc.close();
  }
});

it("database files left readable by an older version are taken back to 0600", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "private-old-"));
  const db = path.join(dataDir, "site.db");
  writeFileSync(db, "");
  chmodSync(db, 0o644);
  const svc = await createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), { startOutbox: false });
  await svc.close();
  expect(mode(db).toString(8)).toBe("600");
});
