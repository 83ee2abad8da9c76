/**
 * How the admin (its orders page and the bookings CSV) names a booking's check
 * (bookings.server.ts): an unverified booking must never read as a paid session.
 */
export const bookingCheckLabel = { verified: "verified with the scheduler", unverified: "unverified — not a payment" } as const;
