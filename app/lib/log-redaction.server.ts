/**
 * What a request log line may say of a URL: its path and which query parameters it had, never
 * their values. A search typed into the inbox or /insights-full, an e-mail address in a filter,
 * a UTM campaign name: the values can be personal (an erasure at /admin/privacy could not reach
 * a log line), and the path and names are what a log is read for.
 */
export function redactQueryValues(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const hash = url.indexOf("#", at);
  const query = url.slice(at + 1, hash === -1 ? undefined : hash);
  const names = query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      // A name is kept only when it looks like one (letters, digits, _ - . [ ]), and short.
      return /^[\w.[\]-]{1,40}$/.test(name) ? `${name}=…` : "…";
    });
  return `${url.slice(0, at)}?${names.join("&")}`;
}
