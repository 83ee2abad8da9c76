import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { packFiles } from "./archive.server.ts";

/** The archive holds the whole database and the secrets: no moment where others may read it. */
describe("packFiles", () => {
  let umask: number;
  beforeEach(() => {
    // The usual umask, under which tar would create the archive 0644.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it("creates the archive 0600 before tar writes into it, in a folder others may enter", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pack-"));
    chmodSync(dir, 0o755); // a ./backups made with a plain mkdir
    // Incompressible, so tar is still writing when the file is first seen.
    writeFileSync(path.join(dir, "site.db"), randomBytes(8 << 20));
    writeFileSync(path.join(dir, "secrets.json"), "{}");
    const archive = path.join(dir, "archive.partial");
    const packing = packFiles(archive, dir, ["site.db", "secrets.json"]);
    // The first moment the file exists (tar runs in another process while this loop spins).
    const deadline = Date.now() + 10_000;
    while (!existsSync(archive) && Date.now() < deadline);
    const firstMode = statSync(archive).mode & 0o777;
    await packing;
    expect(firstMode.toString(8)).toBe("600");
    expect((statSync(archive).mode & 0o777).toString(8)).toBe("600");
    const members = execFileSync("tar", ["-tvzf", archive], { encoding: "utf8" }).trim().split("\n");
    expect(members).toHaveLength(2);
    for (const m of members) expect(m, m).toMatch(/^-rw------- /);
  });

  it("refuses to write over a file that exists", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pack-"));
    writeFileSync(path.join(dir, "a"), "a");
    writeFileSync(path.join(dir, "archive.partial"), "someone else's");
    await expect(packFiles(path.join(dir, "archive.partial"), dir, ["a"])).rejects.toThrow(/EEXIST/);
  });
});
