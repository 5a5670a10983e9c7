/**
 * Injects a third-party script once per page. Our own modules are nonced, so under the CSP's 'strict-dynamic'
 * a script they insert is trusted; the nonce is copied too, for browsers that only know nonces.
 * A failed or hung load is forgotten, so the next click tries again instead of failing forever.
 */
const loads = new Map<string, Promise<void>>();

/** A host that never answers must not leave a button waiting for ever. */
export const SCRIPT_TIMEOUT_MS = 10_000;

export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    const timer = window.setTimeout(fail, timeoutMs);
    script.src = src;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener("error", fail);
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
