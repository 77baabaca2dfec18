import type { initiateSchema, placeOrderSchema } from '@common/contract';
import type * as z from 'zod/mini';
import type { AppDeps } from '../deps';
import type { PaymentProvider } from './payments/provider';
import type { SessionUserRow } from './sessions';
import { initiate } from './checkout/initiate';
import { place } from './checkout/place';

export { CART_CHANGED, ORDER_ALREADY_PLACED, PAYMENT_NOT_FOUND, orderNo } from './checkout/shared';

/**
 * Initiating a payment and placing the order it pays for (contract: "Orders and payment"). The steps live in
 * `checkout/`: price and initiate (initiate.ts), then place: the payment to place, the hold with the
 * address's allowance and the replaced orders (replace.ts), and afterwards the purge and the canceled
 * payments of replaced orders (place.ts).
 */
export function checkout(deps: AppDeps, provider: PaymentProvider) {
  return {
    initiate: (input: z.output<typeof initiateSchema>, user: SessionUserRow | null) =>
      initiate(deps, provider, input, user),
    place: (input: z.output<typeof placeOrderSchema>, user: SessionUserRow | null, address: string) =>
      place(deps, provider, input, user, address),
  };
}
