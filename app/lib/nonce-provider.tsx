import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, handed from entry.server to <Scripts> and <ScrollRestoration> through React
 * context (as the Epic Stack does) so it never travels in loader data. In the browser it is empty:
 * browsers hide nonce attributes from scripts anyway.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
