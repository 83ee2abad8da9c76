import { createContext, useContext } from "react";

/** The CSP nonce of this response, for the few inline scripts React Router renders. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * The browser runtime (app/browser/runtime.ts, built by tools/runtime-bundle.ts) that app/root.tsx
 * puts at the top of every page's head: its file's URL in a build, its source in development.
 * Given by app/entry.server.tsx: the server build knows it, the browser's copy of the app never does.
 */
export type BrowserRuntime = { url: string } | { source: string };
const BrowserRuntimeContext = createContext<BrowserRuntime>({ source: "" });
export const BrowserRuntimeProvider = BrowserRuntimeContext.Provider;
export const useBrowserRuntime = () => useContext(BrowserRuntimeContext);
