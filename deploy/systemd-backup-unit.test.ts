import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The backup unit against what the deployment guide tells the deployer: the backup may write
 * where the guide puts the data and the backups (ProtectSystem=strict makes every other path
 * read-only), a failed backup starts a notification unit that ships beside it, and every unit the
 * guide copies exists. systemd-analyze verify checks their syntax where it is installed.
 */
const deploy = import.meta.dirname;
const guide = readFileSync(path.resolve(deploy, "../docs/deployment.md"), "utf8");

/** Each key's values in a unit file (a key may repeat; values split on spaces as systemd lists them). */
function unit(name: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const line of readFileSync(path.join(deploy, name), "utf8").split("\n")) {
    const m = /^(\w+)=(.*)$/.exec(line);
    if (m) keys.set(m[1] as string, [...(keys.get(m[1] as string) ?? []), ...(m[2] as string).split(/\s+/).filter(Boolean)]);
  }
  return keys;
}

describe("systemd units", () => {
  const backup = unit("strategist-site-backup.service");

  it("the backup may write the guide's DATA_DIR and BACKUP_DIR, and the guide says to add another BACKUP_DIR", () => {
    // The .env of "Without containers (systemd)".
    const env = (name: string) => new RegExp(`\`${name}=(/srv/[^\`]+)\``).exec(guide)?.[1];
    expect(backup.get("ProtectSystem")).toEqual(["strict"]);
    expect(backup.get("ReadWritePaths")).toEqual(expect.arrayContaining([env("DATA_DIR"), env("BACKUP_DIR")]));
    expect(guide).toMatch(/`BACKUP_DIR` anywhere else, add that folder to `ReadWritePaths=`/);
  });

  it("a failed backup starts the notification unit that ships in deploy/, and the guide copies it", () => {
    const onFailure = backup.get("OnFailure") ?? [];
    expect(onFailure).toEqual(["strategist-site-failed@%n.service"]);
    const template = (onFailure[0] as string).replace(/@.*$/, "@.service");
    expect(existsSync(path.join(deploy, template))).toBe(true);
    expect(unit(template).get("ExecStart")?.join(" ")).toContain("%i");
    const copied = /`cp (deploy\/[^`]+) \/etc\/systemd\/system\/ &&\s*systemctl enable --now strategist-site-backup\.timer`/.exec(guide)?.[1]?.split(/\s+/) ?? [];
    expect(copied).toEqual(expect.arrayContaining([`deploy/${template}`, "deploy/strategist-site-backup.service", "deploy/strategist-site-backup.timer"]));
    for (const f of copied) expect(existsSync(path.resolve(deploy, "..", f)), f).toBe(true);
  });

  const analyze = spawnSync("which", ["systemd-analyze"], { encoding: "utf8" }).stdout.trim();
  it.skipIf(!analyze)("pass systemd-analyze verify (but for the programs under /srv, absent here)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "units-"));
    for (const f of readdirSync(deploy).filter((f) => /\.(service|timer)$/.test(f))) copyFileSync(path.join(deploy, f), path.join(dir, f));
    const units = ["strategist-site.service", "strategist-site-backup.service", "strategist-site-backup.timer", "strategist-site-failed@strategist-site-backup.service.service"];
    const run = spawnSync(analyze, ["verify", "--man=no", ...units.map((u) => `./${u}`)], { cwd: dir, encoding: "utf8" });
    const problems = `${run.stdout}${run.stderr}`.split("\n").filter((l) => l.trim() && !/Command \/srv\/strategist-site\/\S+ is not executable/.test(l));
    expect(problems).toEqual([]);
  });
});
