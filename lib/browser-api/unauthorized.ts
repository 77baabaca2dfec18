/**
 * Who hears of a 401 from the proxy (the session cookie is gone). Apart from the API client, so the user
 * store registers here without loading the client and the contract's schemas on every page.
 */
type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The user store registers here, so a 401 signs the shopper out cleanly wherever it happens. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener;
}

/** Called by the API client on every 401. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}
