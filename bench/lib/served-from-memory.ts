/**
 * Whether the server answered with a page it keeps in memory (server/prerendered-pages.ts): such
 * a page's inline scripts are allowed by hash, so its policy carries no nonce; a page rendered
 * for the request carries one.
 */
export const servedFromMemory = (res: Response): boolean => !/nonce-/.test(res.headers.get("content-security-policy") ?? "nonce-");

/**
 * Resolves once `url` is served from memory, asking (HEAD: the headers alone) every `everyMs`.
 * The server renders the pages asked for one at a time and in order, so once the last one asked
 * for is served from memory, all are.
 */
export async function untilServedFromMemory(url: string, { everyMs, timeoutMs, what }: { everyMs: number; timeoutMs: number; what: string }): Promise<void> {
  const started = performance.now();
  while (!servedFromMemory(await fetch(url, { method: "HEAD" }))) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what} were not all rendered for memory within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
