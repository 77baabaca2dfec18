import type { PaymentProvider } from '../browser-api/orders';

/**
 * Stripe when a publishable key is built in, else the CMS's built-in test processor. The key is inlined at
 * build time (NEXT_PUBLIC_), so pages without checkout never reference Stripe.
 */
export const STRIPE_PUBLISHABLE_KEY = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '';

export const PAYMENT_PROVIDER: PaymentProvider = STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'test';
