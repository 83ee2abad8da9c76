// @ts-check
/* global fetch, AbortSignal */
/**
 * The container's HEALTHCHECK (Dockerfile): GET /healthz on this machine's PORT; exit 0 when it
 * answers 200 within 3 s. No curl in the image: Node's fetch does it.
 */
export {};

const port = process.env.PORT || "3000";
try {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3_000) });
  process.exit(res.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
