/**
 * Messages that are not the spec's own words: what a notice's close button is called, and the sentences
 * shown where the spec has no text for a failure (a request that never reached the shop, a payment that was
 * refused at its authentication step).
 */
export const NOTICE_MSG = {
  close: 'Close notification',
} as const;

export const FAILURE_MSG = {
  /** Any browser call that got no answer (the browser's 'Failed to fetch' / TypeError). */
  network: 'Your request did not reach the shop. Please check your connection and try again.',
  /** The reset request got no answer. */
  resetNotSent:
    'Your request did not reach the shop, so no reset link was sent. Please check your connection and try again.',
  /** Shown with the spec's 'Order update error' when the payment was refused or abandoned. */
  paymentNotTaken: 'Your payment was not taken and your cart has been kept. You can try again.',
} as const;
