import type { StripeElements } from '@stripe/stripe-js';
import type { PaymentAdapter } from './payment-adapter';

/** The part of stripe.js the adapter uses (the real `Stripe` object fits it; tests pass a fake). */
export interface StripeConfirmer {
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { type?: string; code?: string; message?: string } }>;
}

/**
 * Stripe: confirms the PaymentIntent with the card in the PaymentElement. On success stripe.js sends the
 * browser to `return_url` (after 3-D Secure when the bank asks for it), so the promise only settles with
 * an error: a decline, an incomplete form, or a network failure.
 */
export function stripeAdapter(stripe: StripeConfirmer, elements: StripeElements): PaymentAdapter {
  return {
    async confirm({ returnUrl }) {
      try {
        const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
        if (error) return { kind: 'failed', message: error.message ?? error.type };
        return { kind: 'redirect' };
      } catch (err) {
        return { kind: 'failed', message: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
