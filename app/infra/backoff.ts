/**
 * Retry schedule of the outbox: exponential from 30 s, capped at 6 h, with jitter (each wait
 * is drawn between half and all of the step) so that many failed deliveries do not retry in
 * lockstep. After the maximum, a delivery is marked failed and waits for the owner.
 *
 * 30 attempts: the 29 waits between them add up to 2.5-5.1 days, so a receiver or mail login
 * broken on a Friday evening still gets the weekend's leads once it is mended on Monday. With 12
 * (7.3-14.5 h) a lead was given up overnight.
 */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 6 * 60 * 60 * 1000;
export const MAX_DELIVERY_ATTEMPTS = 30;

export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}
