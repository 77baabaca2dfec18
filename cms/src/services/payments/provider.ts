import type Stripe from 'stripe';
import { CMS_MSG, TEST_PAYMENTS_DISABLED } from '@common/messages';
import type { CmsConfig } from '../../config';
import { HttpError } from '../../lib/http';

/** The providers the API knows by their lower-case name (`/order/{provider}-initiate`). */
export const PROVIDER_NAMES = ['stripe', 'test'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export function isProviderName(name: string): name is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(name);
}

export type PaymentStatus =
  'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled' | 'failed';

export interface InitiateParams {
  amountCents: number;
  currency: 'usd';
  /** One key per checkout attempt, so a retried request never creates a second payment. */
  idempotencyKey: string;
  customerId?: string;
  metadata: Record<string, string>;
}

export interface InitiatedPayment {
  pid: string;
  clientSecret: string;
}

/** What the provider says about a payment: only `succeeded` for the order's exact amount marks it paid. */
export interface PaymentState {
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  /**
   * Set when the state was read from the shop's own `payments` row (the test card processor keeps its
   * payments there): that row already holds this status, so settling need not write it.
   */
  fromPaymentsRow?: true;
}

/** A payment as the shop's `payments` table holds it: what a provider keeping its payments there reports. */
export interface StoredPayment {
  status: string;
  totalCents: number;
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** Set for payment events: the payment the event is about, as the (signed) event describes it. */
  payment?: PaymentState & { pid: string };
  /** Set for `charge.refunded`: the payment whose charge was refunded (in full or in part). */
  refundedPid?: string;
}

/** A refund as the provider reports it. `metadata.refund_row` is the shop's refunds.id when the shop asked. */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
}

/**
 * The provider could not be asked, or did not answer (outage, timeout): nothing is known to have changed, and
 * the same request may be repeated with the same idempotency key. A refusal (e.g. more than was paid) is an
 * HttpError instead.
 */
export class ProviderUnavailableError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  initiate(params: InitiateParams): Promise<InitiatedPayment>;
  retrieve(pid: string): Promise<PaymentState>;
  /**
   * For a provider whose payments live in the shop's own `payments` table (the test card processor): the
   * state of a payment from its row, read together with its order, instead of asking again (issue #42: a
   * round trip to the database per order).
   */
  stateOfStored?(row: StoredPayment): PaymentState;
  /** Checks the signature of a webhook delivery and parses it; throws HttpError 400 when it is not genuine. */
  verifyWebhook(rawBody: string, signatureHeader: string): Promise<PaymentEvent>;
  /** Providers with customer records (Stripe) create one for a signed-in shopper on the first checkout. */
  createCustomer?(user: { id: number; email: string; name: string }): Promise<string>;
  /**
   * Cancels a payment that is no longer wanted, so it can no longer be charged. Resolves as well when it is
   * canceled already, or has already succeeded (settlement then decides about it); throws otherwise.
   */
  cancel?(pid: string): Promise<void>;
  /**
   * Refunds `amountCents` of a succeeded payment. The same idempotency key always means the same refund: a
   * repeated call answers the refund made the first time instead of paying out again. Throws
   * ProviderUnavailableError when the provider could not be reached, HttpError 409 when it refuses.
   */
  refund(
    pid: string,
    amountCents: number,
    idempotencyKey: string,
    metadata?: Record<string, string>,
  ): Promise<ProviderRefund>;
  /** Every refund of a payment, including ones made outside the shop (Stripe's dashboard). */
  listRefunds(pid: string): Promise<ProviderRefund[]>;
}

/** Optional test seams on AppDeps: a whole provider, or a Stripe client whose HTTP layer is faked. */
export interface PaymentDeps {
  provider?: PaymentProvider;
  stripe?: Stripe;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test processor. */
export function configuredProviderName(config: CmsConfig): ProviderName {
  return config.stripeSecretKey ? 'stripe' : 'test';
}

/** The test processor never takes part in a production shop unless ALLOW_TEST_PAYMENTS=1 says so. */
export function testPaymentsAllowed(config: CmsConfig): boolean {
  return !config.production || config.allowTestPayments;
}

/**
 * Resolves the `{provider}` of a path: 404 for a name the API does not know, 400 for a known provider this
 * shop is not configured for, 503 for the test processor on a production server that does not allow it.
 */
export function requireProvider(provider: PaymentProvider, config: CmsConfig, name: string): PaymentProvider {
  if (!isProviderName(name)) throw new HttpError(404, CMS_MSG.payments.unknownProvider(name));
  if (name !== provider.name) {
    throw new HttpError(400, CMS_MSG.payments.wrongProvider(provider.name, name));
  }
  if (name === 'test' && !testPaymentsAllowed(config)) throw new HttpError(503, TEST_PAYMENTS_DISABLED);
  return provider;
}
