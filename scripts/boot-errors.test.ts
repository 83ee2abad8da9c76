import { describe, expect, it } from "vitest";
import { bootFailureMessage } from "./boot-errors.js";

/** The deployer's failures in one line each (README: a wrong value stops the boot with a message that names it). */
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
  });
  it("leaves anything else to the full error (a bug is not the deployer's to read)", () => {
    expect(bootFailureMessage(new TypeError("Cannot read properties of undefined"))).toBeNull();
    expect(bootFailureMessage(sys("ENOENT", { syscall: "open" }))).toBeNull();
    expect(bootFailureMessage(null)).toBeNull();
  });
});
