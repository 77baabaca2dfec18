import type { CardFields } from './test-card';

/**
 * The payment step behind one small interface, so the pay flow does not care which provider confirms the
 * card: Stripe (stripe-adapter.ts, wrapping the stripe.js object) or the built-in test processor
 * (test-processor-adapter.ts, wrapping fetch). Tests drive the flow with fakes of either.
 */
export interface ConfirmRequest {
  clientSecret: string;
  pid: string;
  /** The test processor's card form; Stripe reads the card from its own PaymentElement. */
  card?: CardFields;
  /** Where the provider sends the shopper after an authentication step: the storefront's /update-order. */
  returnUrl: string;
}

export type ConfirmResult =
  /** The browser is leaving for an authentication page or the return URL. */
  | { kind: 'redirect'; message?: string }
  /** Paid without leaving the page: the caller goes to the return page itself. */
  | { kind: 'succeeded'; message?: string }
  /** Declined or not confirmed; `message` is the provider's explanation, for logs. */
  | { kind: 'failed'; message?: string };

export interface PaymentAdapter {
  confirm(request: ConfirmRequest): Promise<ConfirmResult>;
}

/** The storefront page a provider returns the shopper to after the payment. */
export function paymentReturnUrl(origin: string): string {
  return `${origin}/update-order`;
}
