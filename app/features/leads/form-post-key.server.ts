import { createHash } from "node:crypto";

/**
 * A send key (docs/leads.md 'Sent twice') for a form posted without JavaScript, which carries
 * none. Reloading the page that answered such a post posts the same body again (the browser asks
 * first, and people say yes), and so does going back and pressing the button again: without a
 * key, each would be one more lead in the inbox and one more e-mail to the owner. The key is the
 * post's own content: the form, the sender's connection (the same client hash the rate limit
 * uses, never the address itself), the day (UTC) and every field as sent. The same post from
 * the same sender on the same day is answered as the first was (stored, that submission); a
 * word changed, another day or another sender is a new submission.
 *
 * Shaped as a UUID because that is what the service takes as a key (service.server.ts). A key
 * the browser sent itself (the API's path) is kept as it is.
 */
export function withFormPostKey<T extends Record<string, unknown>>(form: string, clientHash: string, input: T, now: Date): T & { sendKey: unknown } {
  if (typeof input.sendKey === "string" && input.sendKey) return input as T & { sendKey: string };
  const fields = Object.keys(input)
    .sort()
    .map((name) => [name, input[name]]);
  const hex = createHash("sha256")
    .update(JSON.stringify([form, clientHash, now.toISOString().slice(0, 10), fields]))
    .digest("hex");
  return { ...input, sendKey: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}` };
}
