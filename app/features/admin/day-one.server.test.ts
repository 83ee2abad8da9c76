import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminCredential, GENERATED_PASSWORD_FILE } from "./admin-password.server.ts";
import { openAdminOnDayOne } from "./day-one.server.ts";
import { sessionKey } from "./session.server.ts";

/** Issue 47, item 4: after `npm start` with no environment, the start log says how to reach /admin. */
const adminUrl = "http://localhost:3000/admin";
const dir = () => mkdtempSync(path.join(tmpdir(), "day-one-"));

describe("the admin on day one", () => {
  it("the first start in a terminal makes a password, shows it once on the terminal (not in the log line) and keeps only its hash", () => {
    const dataDir = dir();
    const first = openAdminOnDayOne({ adminPassword: undefined, dataDir, adminUrl, tty: true });
    const password = /One-time password: (\S+)/.exec(first.terminal ?? "")?.[1] ?? "";
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(first.terminal).toContain(adminUrl);
    expect(first.log.msg).toContain(adminUrl);
    expect(first.log.msg).not.toContain(password);
    const file = path.join(dataDir, GENERATED_PASSWORD_FILE);
    expect(readFileSync(file, "utf8")).not.toContain(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Sign-in takes it, and nothing else.
    const credential = adminCredential({ adminPassword: undefined, dataDir })!;
    expect(credential.source).toBe("generated");
    expect(credential.matches(password)).toBe(true);
    expect(credential.matches(password.toUpperCase())).toBe(false);
    expect(credential.matches("")).toBe(false);

    // The second start shows nothing secret, and says how to get a new one.
    const second = openAdminOnDayOne({ adminPassword: undefined, dataDir, adminUrl, tty: true });
    expect(second.terminal).toBeUndefined();
    expect(second.log).toEqual({ level: "info", msg: expect.stringContaining("a generated password was printed at") });
    expect(second.log.msg).toContain("set ADMIN_PASSWORD or run `npm run admin:password` to make a new one");
    expect(adminCredential({ adminPassword: undefined, dataDir })!.matches(password)).toBe(true);
  });

  it("without a terminal (a container, systemd: stdout is a kept log) no password is made: the warning says what to set or run", () => {
    const dataDir = dir();
    const r = openAdminOnDayOne({ adminPassword: undefined, dataDir, adminUrl, tty: false });
    expect(r.terminal).toBeUndefined();
    expect(r.log.level).toBe("warn");
    expect(r.log.msg).toContain(`${adminUrl} is closed: set ADMIN_PASSWORD`);
    expect(r.log.msg).toContain("npm run admin:password");
    expect(readdirSync(dataDir)).toEqual([]);
    expect(adminCredential({ adminPassword: undefined, dataDir })).toBeUndefined();
  });

  it("ADMIN_PASSWORD wins: nothing is generated, and a generated one is no longer taken", () => {
    const dataDir = dir();
    const made = /One-time password: (\S+)/.exec(openAdminOnDayOne({ adminPassword: undefined, dataDir, adminUrl, tty: true }).terminal ?? "")?.[1] ?? "";
    const r = openAdminOnDayOne({ adminPassword: "the-owners-own", dataDir, adminUrl, tty: true });
    expect(r.terminal).toBeUndefined();
    expect(r.log.msg).toBe(`admin: ${adminUrl} (signed in with ADMIN_PASSWORD)`);
    const credential = adminCredential({ adminPassword: "the-owners-own", dataDir })!;
    expect(credential.matches("the-owners-own")).toBe(true);
    expect(credential.matches(made)).toBe(false);
  });

  it("a new generated password changes the sessions' key (every session of the old one ends)", async () => {
    const dataDir = dir();
    openAdminOnDayOne({ adminPassword: undefined, dataDir, adminUrl, tty: true });
    const before = sessionKey("s".repeat(32), adminCredential({ adminPassword: undefined, dataDir })!.keyMaterial);
    // A later mtime: the cached hash is read again (the file system's clock may be coarse).
    await new Promise((r) => setTimeout(r, 20));
    const { storeNewPassword } = await import("./admin-password.server.ts");
    storeNewPassword(dataDir);
    const after = sessionKey("s".repeat(32), adminCredential({ adminPassword: undefined, dataDir })!.keyMaterial);
    expect(after.equals(before)).toBe(false);
  });
});
