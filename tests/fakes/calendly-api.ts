import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the part of Calendly's API v2 the server asks about a reported booking
 * (app/features/booking/verify.server.ts), shaped like the real one: every GET needs
 * `Authorization: Bearer <token>` (401 otherwise), answers `{ resource: {...} }` or 404.
 *
 * - GET /scheduled_events/{uuid}: { uri, status: "active" | "canceled", event_type, start_time, … }
 * - GET /scheduled_events/{uuid}/invitees/{uuid}: { uri, event, status, email, name, … }
 * - GET /event_types/{uuid}: { uri, scheduling_url, name, duration, active }
 *
 * URIs are Calendly's own (https://api.calendly.com/…), as the embed reports them; the site is
 * pointed at this server with CALENDLY_API_BASE and keeps the paths.
 */
export const CALENDLY = "https://api.calendly.com";

export interface FakeCalendly {
  url: string;
  token: string;
  /** A booking on the event type whose scheduling page is `schedulingUrl`. */
  book: (schedulingUrl: string, opts?: { status?: "active" | "canceled" }) => { eventUri: string; inviteeUri: string };
  /** Answer every request with this status (e.g. 503: the API is down); null: normal. */
  failWith: (status: number | null) => void;
  requests: { path: string; authorization: string | undefined }[];
  stop: () => Promise<void>;
}

export async function startFakeCalendly(token = "fake_calendly_token_0123456789abcdef"): Promise<FakeCalendly> {
  const resources = new Map<string, Record<string, unknown>>();
  const eventTypes = new Map<string, string>();
  const requests: FakeCalendly["requests"] = [];
  let failing: number | null = null;

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ path, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (failing) return send(failing, { title: "Internal Server Error", message: "The fake is down." });
    if (req.method !== "GET") return send(405, { title: "Method Not Allowed" });
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { title: "Unauthenticated", message: "The access token is invalid" });
    const resource = resources.get(`${CALENDLY}${path}`);
    if (!resource) return send(404, { title: "Resource Not Found", message: "The server could not find the requested resource." });
    send(200, { resource });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    token,
    requests,
    book(schedulingUrl, { status = "active" } = {}) {
      let typeUri = eventTypes.get(schedulingUrl);
      if (!typeUri) {
        typeUri = `${CALENDLY}/event_types/${randomUUID()}`;
        eventTypes.set(schedulingUrl, typeUri);
        resources.set(typeUri, { uri: typeUri, name: "Meeting", active: true, duration: 30, scheduling_url: schedulingUrl });
      }
      const eventUri = `${CALENDLY}/scheduled_events/${randomUUID()}`;
      const inviteeUri = `${eventUri}/invitees/${randomUUID()}`;
      const start = new Date(Date.now() + 86_400_000).toISOString();
      resources.set(eventUri, { uri: eventUri, name: "Meeting", status, event_type: typeUri, start_time: start, end_time: start });
      resources.set(inviteeUri, { uri: inviteeUri, event: eventUri, status, email: "visitor@example.com", name: "A Visitor" });
      return { eventUri, inviteeUri };
    },
    failWith(status) {
      failing = status;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
