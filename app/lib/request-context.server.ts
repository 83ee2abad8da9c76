import { createContext, RouterContextProvider } from "react-router";

/**
 * What the Express server hands every request to React Router (React Router 8 passes a typed
 * RouterContextProvider to loaders, actions and the entry, no longer a plain load-context
 * object). Read with `context.get(cspNonceContext)` and `clientIp(context)`.
 */

/** This response's Content-Security-Policy nonce (the placeholder token on prerendered pages). */
export const cspNonceContext = createContext<string>();

/** The client's address as Express sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
export const clientIpContext = createContext<string | undefined>(undefined);

/**
 * The request came to a host that search engines must keep out (server/seo-hosts.ts): its page
 * says noindex in its robots meta too, as the X-Robots-Tag header does (app/entry.server.tsx).
 */
export const noindexHostContext = createContext<boolean>(false);

export function requestContext(values: { cspNonce: string; clientIp?: string; noindexHost?: boolean }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, values.cspNonce);
  context.set(clientIpContext, values.clientIp);
  context.set(noindexHostContext, values.noindexHost ?? false);
  return context;
}

export const clientIp = (context: Readonly<RouterContextProvider>) => context.get(clientIpContext);
