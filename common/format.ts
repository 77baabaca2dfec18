/** Prices are shown with two decimals and a dollar sign (docs/behaviour.md#data). */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** Checkout amounts arrive from the server in integer cents. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}
