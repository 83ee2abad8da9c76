import { adminCredential, storedPassword, storeNewPassword } from "./admin-password.server.ts";

/**
 * What the start log says about reaching /admin (issue 47, item 4; docs/decisions/035), so a
 * newcomer's first `npm start` leads to the inbox without reading anything:
 * - ADMIN_PASSWORD set: where the admin is.
 * - no password yet and a terminal on stdout: one is generated, kept as a hash in DATA_DIR, and
 *   shown on the terminal once (`terminal`), never in the log line.
 * - no password yet and no terminal (a container, systemd: stdout is a log kept on disk): none is
 *   generated; the log says how to make one in a terminal, where it is shown and nowhere else.
 * - a generated password already: it was shown at its start; how to make a new one.
 */
export const ADMIN_PASSWORD_COMMAND = "npm run admin:password";

export interface DayOneAdmin {
  /** Printed to the terminal only (holds the password); absent unless one was just made. */
  terminal?: string;
  log: { level: "info" | "warn"; msg: string };
}

export function openAdminOnDayOne({ adminPassword, dataDir, adminUrl, tty, now = new Date() }: { adminPassword: string | undefined; dataDir: string; adminUrl: string; tty: boolean; now?: Date }): DayOneAdmin {
  const credential = adminCredential({ adminPassword, dataDir });
  if (credential?.source === "ADMIN_PASSWORD") return { log: { level: "info", msg: `admin: ${adminUrl} (signed in with ADMIN_PASSWORD)` } };
  if (credential) {
    const made = storedPassword(dataDir)?.createdAt;
    return {
      log: {
        level: "info",
        msg: `admin: ${adminUrl}: a generated password was printed ${made ? `at ${made}` : "at first start"}; set ADMIN_PASSWORD or run \`${ADMIN_PASSWORD_COMMAND}\` to make a new one`,
      },
    };
  }
  if (!tty) {
    return {
      log: {
        level: "warn",
        msg: `admin: ${adminUrl} is closed: set ADMIN_PASSWORD (8 characters or more) and restart, or run \`${ADMIN_PASSWORD_COMMAND}\` in a terminal (in the container: docker compose exec site ${ADMIN_PASSWORD_COMMAND}); the password is shown there once, never in this log`,
      },
    };
  }
  const password = storeNewPassword(dataDir, now);
  return {
    terminal: [
      "",
      `  Your admin area: ${adminUrl}`,
      `  One-time password: ${password}`,
      "  Shown this once and kept only as a hash in DATA_DIR: note it now.",
      `  Set ADMIN_PASSWORD, or run \`${ADMIN_PASSWORD_COMMAND}\`, to choose another.`,
      "",
      "",
    ].join("\n"),
    log: { level: "info", msg: `admin: ${adminUrl}: a one-time password was generated and shown above (on this terminal only)` },
  };
}
