import { isIP } from "node:net";

/**
 * Which proxies may tell the client's address and scheme (X-Forwarded-For, -Proto, -Host):
 * none, the nearest N hops, or the proxies at these addresses. Trusting every hop would let
 * any client name its own address in X-Forwarded-For, and every per-client limit would vanish
 * (issue 12), so there is no such setting: 'true' counts as one proxy, the usual setup.
 */
export type TrustProxy = false | { hops: number; fromTrue?: boolean } | { addresses: string[] };

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [ip, prefix, extra] = entry.split("/");
  if (!ip || prefix === undefined || extra !== undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(ip);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (["false", "no", "off", "0"].includes(v)) return false;
  if (["true", "yes", "on"].includes(v)) return { hops: 1, fromTrue: true };
  if (/^\d{1,2}$/.test(v)) return { hops: Number(v) };
  const entries = v.split(",").map((e) => e.trim());
  return entries.length > 0 && entries.every(isAddressOrSubnet) ? { addresses: entries } : null;
}

/** Express's 'trust proxy' setting for a TrustProxy. */
export const expressTrustProxy = (t: TrustProxy): false | number | string[] => (t === false ? false : "hops" in t ? t.hops : t.addresses);

/** One line for the boot log: what the server believes about X-Forwarded-* headers. */
export function describeTrustProxy(t: TrustProxy): string {
  if (t === false) return "TRUST_PROXY not set: X-Forwarded-* headers are ignored (the server is reached directly)";
  if ("addresses" in t) return `trusting X-Forwarded-* from the proxies at ${t.addresses.join(", ")}`;
  const hops = `${t.hops} proxy hop${t.hops === 1 ? "" : "s"}`;
  return t.fromTrue ? `TRUST_PROXY=true is read as 1 (${hops}): set the number of proxies in front, or their addresses` : `trusting ${hops} for X-Forwarded-*`;
}

/** Says what to change when requests come through a proxy the server does not trust. */
export function untrustedProxyAdvice(trustProxy: TrustProxy): string {
  return trustProxy === false
    ? "This site is served through a proxy (HTTPS) that this server does not trust: TRUST_PROXY is not set, so the server sees plain HTTP and cannot tell that this form came from this site. Set TRUST_PROXY to the number of proxies in front (usually 1) and restart (docs/deployment.md: Running behind a proxy)."
    : "This site is served through a proxy that TRUST_PROXY does not cover, so the server cannot tell that this form came from this site. Check TRUST_PROXY's hop count or proxy addresses (docs/deployment.md: Running behind a proxy).";
}

/**
 * The log's warning when a post's Origin matches what X-Forwarded-* headers say but the server
 * does not believe them. A warning, said once per process: any anonymous client can send these
 * headers (issue 45: one post logged an error, which an alert on errors would page the owner
 * for), so it may be a proxy to configure or nothing at all; the line says which setting to change.
 */
export function untrustedProxyWarning(trustProxy: TrustProxy): string {
  const change =
    trustProxy === false
      ? "TRUST_PROXY is not set: if this site is served through a proxy (HTTPS), set TRUST_PROXY to the number of proxies in front (usually 1) and restart"
      : "if this site is served through a proxy that TRUST_PROXY does not cover, correct TRUST_PROXY's hop count or proxy addresses and restart";
  return `a post came with X-Forwarded-* headers this server does not trust and was refused (400): ${change} (docs/deployment.md: Running behind a proxy). If there is no proxy in front, a client sent them itself and nothing needs doing. Said once until the server restarts.`;
}
