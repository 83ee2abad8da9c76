import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a typed password with the expected one in constant time (hashes first, so lengths do
 * not leak either). Its own module: the owner's session, the generated admin password and the
 * case-study gate all compare passwords, and the first two import each other otherwise.
 */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
