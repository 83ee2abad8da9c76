import { describe, expect, it } from "vitest";
import { bootFailureMessage, databaseFailureMessage } from "./boot-errors.js";

/** The deployer's failures in one line each (docs/deployment.md: a wrong value stops the boot with a message that names it). */
describe("boot failure messages", () => {
  const sys = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`${code}: x`), { code, ...extra });
  it("names the cause and what to do", () => {
    expect(bootFailureMessage(sys("EADDRINUSE", { port: 3000, address: "0.0.0.0" }))).toBe("Port 3000 is already in use on 0.0.0.0: stop what uses it, or set PORT to another port.");
    expect(bootFailureMessage(sys("EACCES", { syscall: "open", path: "/srv/data/secrets.json" }))).toMatch(/^Not allowed to open \/srv\/data\/secrets\.json: DATA_DIR must be owned by/);
    expect(bootFailureMessage(sys("EROFS", { path: "/srv/data/running.lock" }))).toMatch(/read-only disk: DATA_DIR/);
    expect(bootFailureMessage(sys("ENOENT", { syscall: "mkdir", path: "/nope/data" }))).toMatch(/^Cannot create \/nope\/data: its parent folder/);
    expect(bootFailureMessage(sys("ECONNREFUSED", { address: "127.0.0.1", port: 5432 }))).toMatch(/^Cannot reach the database named by DATABASE_URL \(ECONNREFUSED at 127\.0\.0\.1:5432\)/);
    expect(bootFailureMessage(Object.assign(new Error('database "site" does not exist'), { code: "3D000" }))).toMatch(/does not exist/);
    const config = Object.assign(new Error("Invalid configuration:\n  - PORT: must be a whole number"), { name: "ConfigError" });
    expect(bootFailureMessage(config)).toBe("Invalid configuration:\n  - PORT: must be a whole number");
    expect(bootFailureMessage(new Error("default level:warning must be included in custom levels"))).toMatch(/^LOG_LEVEL=.* is not a level/);
    for (const words of ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"]) {
      expect(bootFailureMessage(new Error(words)), words).toMatch(/^The database named by DATABASE_URL did not answer within 10 s/);
    }
    expect(bootFailureMessage(new Error("Connection terminated unexpectedly"))).toMatch(/^The database named by DATABASE_URL closed the connection at once/);
    // The ops commands name where their URL came from (scripts/run-ops.js).
    expect(databaseFailureMessage(sys("ECONNREFUSED", { address: "10.0.0.9", port: 5432 }), "--from or --to")).toMatch(/^Cannot reach the database named by --from or --to \(ECONNREFUSED at 10\.0\.0\.9:5432\)/);
    expect(databaseFailureMessage(new Error("timeout exceeded when trying to connect"), "--from or --to")).toMatch(/^The database named by --from or --to did not answer/);
    expect(databaseFailureMessage(sys("EACCES", { path: "/backups/x" }))).toBeNull();
  });
  it("a HOST that is no address of this machine is said as such, not blamed on the database", () => {
    const saved = process.env.HOST;
    process.env.HOST = "nosuchhost.invalid";
    try {
      expect(bootFailureMessage(sys("ENOTFOUND", { syscall: "getaddrinfo", hostname: "nosuchhost.invalid" }))).toMatch(/^HOST=nosuchhost\.invalid is not an address of this machine/);
      expect(bootFailureMessage(sys("EADDRNOTAVAIL", { syscall: "listen", address: "10.9.9.9", port: 3000 }))).toMatch(/^HOST=/);
      // The database's own host failing to resolve is still the database's.
      expect(bootFailureMessage(sys("ENOTFOUND", { syscall: "getaddrinfo", hostname: "db.internal" }))).toMatch(/^Cannot reach the database/);
    } finally {
      if (saved === undefined) delete process.env.HOST;
      else process.env.HOST = saved;
    }
  });
  it("leaves anything else to the full error (a bug is not the deployer's to read)", () => {
    expect(bootFailureMessage(new TypeError("Cannot read properties of undefined"))).toBeNull();
    expect(bootFailureMessage(sys("ENOENT", { syscall: "open" }))).toBeNull();
    expect(bootFailureMessage(null)).toBeNull();
  });
});
