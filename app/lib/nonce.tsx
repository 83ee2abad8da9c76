import { createContext, useContext } from "react";

/** The CSP nonce of this response, for the few inline scripts React Router renders. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * The browser runtime's source (app/browser/runtime.ts, built by tools/runtime-bundle.ts), which
 * app/root.tsx inlines at the top of every page's head. Given by app/entry.server.tsx: the
 * server build holds it, the browser's copy of the app never does.
 */
const BrowserRuntimeContext = createContext<string>("");
export const BrowserRuntimeProvider = BrowserRuntimeContext.Provider;
export const useBrowserRuntime = () => useContext(BrowserRuntimeContext);
