import { createContext, useContext } from "react";

/** The CSP nonce of this response, for the few inline scripts React Router renders. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
