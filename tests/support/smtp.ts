import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server (smtp-server) on loopback that keeps what it receives. `stallAfterData`:
 * it reads the message and then never answers, like a server that hangs after DATA.
 */
export async function startSmtp({ stallAfterData = false } = {}) {
  const mails: Mail[] = [];
  let stalled = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        if (stallAfterData) {
          stalled++;
          return;
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    mails,
    stalledCount: () => stalled,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
