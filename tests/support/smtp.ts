import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server (smtp-server) on loopback that keeps what it receives. */
export async function startSmtp() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
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
  return { mails, url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
