import type { PaymentProvider } from '../browser-api/orders';
import type { InitiateResult, PlaceOrderInput } from '@common/contract';
import type { PaymentAdapter } from './payment-adapter';
import type { CardFields } from './test-card';
import {
  validateCheckout,
  type CheckoutError,
  type CheckoutFormValues,
  type ElementsComplete,
} from './validate';

export interface OrderItem {
  product_id: number;
  qty: number;
  price: number;
}

export interface PayInput {
  form: CheckoutFormValues;
  complete: ElementsComplete;
  card?: CardFields;
  items: OrderItem[];
  userId: number | null;
  provider: PaymentProvider;
  /** The server's answer to `/order/{provider}-initiate` for this cart. */
  payment: InitiateResult;
  returnUrl: string;
}

export interface PayDeps {
  placeOrder: (input: PlaceOrderInput) => Promise<unknown>;
  adapter: PaymentAdapter;
  /**
   * Payment ids whose order is already placed in this visit. A retry after a declined card confirms the
   * same payment again without placing a second order (the first one is pending, its stock held).
   */
  placedPids: Set<string>;
}

export type PayOutcome =
  | { kind: 'invalid'; error: CheckoutError }
  | { kind: 'place-failed'; cause: unknown }
  | { kind: 'payment-failed'; detail?: string }
  | { kind: 'redirect' }
  | { kind: 'succeeded'; pid: string };

/** The `POST /order/placeorder` body from the form, the cart and the initiated payment. */
export function placeOrderBody(input: PayInput): PlaceOrderInput {
  const s = input.form.shipping;
  const t = (v: string) => v.trim();
  const shippingAsBilling = {
    name: t(s.name),
    state: t(s.state),
    city: t(s.city),
    line1: t(s.line1),
    line2: t(s.line2),
    postal_code: t(s.postal_code),
    country: s.country,
  };
  const b = input.form.billing;
  return {
    name: t(s.name),
    email: t(s.email),
    phone: t(s.phone),
    state: t(s.state),
    city: t(s.city),
    line1: t(s.line1),
    line2: t(s.line2),
    postal_code: t(s.postal_code),
    country: 'US',
    payment_method: 'card',
    // The amount the server priced, in cents like every figure of the initiation.
    total_amount: input.payment.total,
    items: input.items,
    billingAddress: input.form.billingSame
      ? shippingAsBilling
      : {
          name: t(b.name),
          state: t(b.state),
          city: t(b.city),
          line1: t(b.line1),
          line2: t(b.line2),
          postal_code: t(b.postal_code),
          country: b.country,
        },
    isBillingAndShippingSame: input.form.billingSame,
    user_id: input.userId,
    method: input.provider,
    pid: input.payment.pid,
    is_first_order: input.payment.is_first_order,
    // Issue 40: the code the server priced into this payment, if any.
    ...(input.payment.discount_code ? { discount_code: input.payment.discount_code } : {}),
  };
}

/**
 * Pay (docs/behaviour.md#checkout): validate in the forms' order, place the order (once per payment id), then confirm
 * the card with the provider. Each failure comes back as an outcome the form turns into its message.
 */
export async function pay(input: PayInput, deps: PayDeps): Promise<PayOutcome> {
  const error = validateCheckout(input.form, input.complete);
  if (error) return { kind: 'invalid', error };

  const { pid, client_secret } = input.payment;
  if (!deps.placedPids.has(pid)) {
    try {
      await deps.placeOrder(placeOrderBody(input));
    } catch (cause) {
      return { kind: 'place-failed', cause };
    }
    deps.placedPids.add(pid);
  }

  const result = await deps.adapter
    .confirm({ clientSecret: client_secret, pid, card: input.card, returnUrl: input.returnUrl })
    .catch((err: unknown) => ({
      kind: 'failed' as const,
      message: err instanceof Error ? err.message : String(err),
    }));
  if (result.kind === 'failed') return { kind: 'payment-failed', detail: result.message };
  if (result.kind === 'redirect') return { kind: 'redirect' };
  return { kind: 'succeeded', pid };
}

/** The return page's address for a payment confirmed without leaving the checkout. */
export function returnPathFor(pid: string): string {
  return `/update-order?payment_intent=${encodeURIComponent(pid)}`;
}
