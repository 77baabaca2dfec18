import Stripe from 'stripe';
import { CMS_MSG } from '@common/messages';
import { HttpError } from '../../lib/http';
import {
  ProviderUnavailableError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type ProviderRefund,
} from './provider';

/** The real client; tests build their own with `httpClient: Stripe.createFetchHttpClient(fakeFetch)`. */
export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}

/** Stripe's PaymentIntent statuses in the provider's vocabulary. */
function statusOf(status: Stripe.PaymentIntent.Status): PaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'requires_payment_method':
      return 'requires_payment_method';
    case 'canceled':
      return 'canceled';
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'requires_capture':
      // Authorised but not captured: not money in the bank yet.
      return 'processing';
    default:
      return 'failed';
  }
}

function refundOf(refund: Stripe.Refund): ProviderRefund {
  const status = refund.status === 'succeeded' || refund.status === 'pending' ? refund.status : 'failed';
  return { id: refund.id, amountCents: refund.amount, status, metadata: refund.metadata ?? {} };
}

/**
 * Stripe's own refusals (amount too large, charge already refunded, key reused for another amount) are a
 * 409 with Stripe's message; an outage, a timeout or a 5xx is ProviderUnavailableError, so the caller can
 * try again with the same idempotency key.
 */
function refundFailure(err: unknown): Error {
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeIdempotencyError ||
    err instanceof Stripe.errors.StripeCardError
  ) {
    return new HttpError(409, err.message);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new ProviderUnavailableError(`Stripe did not answer: ${message}`);
}

function stateOf(intent: Stripe.PaymentIntent): PaymentState {
  return { status: statusOf(intent.status), amountCents: intent.amount, currency: intent.currency };
}

/**
 * Stripe refuses to cancel an intent that is no longer open. Canceled already: nothing to do. Succeeded
 * already: the payment is settled (or refused and logged for a refund) like any other.
 */
async function cancelIntent(stripe: Stripe, pid: string): Promise<void> {
  try {
    await stripe.paymentIntents.cancel(pid);
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
    if (err.code !== 'payment_intent_unexpected_state') throw err;
    const status = err.payment_intent?.status ?? (await stripe.paymentIntents.retrieve(pid)).status;
    if (status !== 'canceled' && status !== 'succeeded') throw err;
  }
}

/** A verified event in the provider's vocabulary: the intent's state, or the refunded charge's intent. */
function eventOf(event: Stripe.Event): PaymentEvent {
  const result: PaymentEvent = { id: event.id, type: event.type };
  if (event.type.startsWith('payment_intent.')) {
    const intent = event.data.object as Stripe.PaymentIntent;
    result.payment = { pid: intent.id, ...stateOf(intent) };
  }
  if (event.type === 'charge.refunded') {
    // Since API version 2022-11-15 the charge no longer lists its refunds: they are read back by id.
    const charge = event.data.object as Stripe.Charge;
    const pid = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (pid) result.refundedPid = pid;
  }
  return result;
}

/** PaymentIntents in USD; customers created lazily; webhooks verified with STRIPE_WEBHOOK_SECRET. */
export function stripeProvider(stripe: Stripe, webhookSecret: string | undefined): PaymentProvider {
  return {
    name: 'stripe',

    async initiate({ amountCents, currency, idempotencyKey, customerId, metadata }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          ...(customerId ? { customer: customerId } : {}),
          metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe returned PaymentIntent ${intent.id} without a secret`);
      return { pid: intent.id, clientSecret: intent.client_secret };
    },

    async retrieve(pid) {
      try {
        return stateOf(await stripe.paymentIntents.retrieve(pid));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          throw new HttpError(404, CMS_MSG.payments.notFound);
        }
        throw err;
      }
    },

    cancel: (pid) => cancelIntent(stripe, pid),

    async refund(pid, amountCents, idempotencyKey, metadata = {}) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: pid, amount: amountCents, metadata },
          { idempotencyKey },
        );
        return refundOf(refund);
      } catch (err) {
        throw refundFailure(err);
      }
    },

    async listRefunds(pid) {
      try {
        const found: ProviderRefund[] = [];
        for await (const refund of stripe.refunds.list({ payment_intent: pid, limit: 100 })) {
          found.push(refundOf(refund));
        }
        return found;
      } catch (err) {
        throw refundFailure(err);
      }
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!webhookSecret) throw new HttpError(503, CMS_MSG.payments.stripeWebhooksOff);
      try {
        return eventOf(await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, webhookSecret));
      } catch {
        throw new HttpError(400, CMS_MSG.payments.stripeBadSignature);
      }
    },

    async createCustomer(user) {
      // No fixed idempotency key: user ids restart with a fresh database, Stripe accounts do not. The SDK
      // still sends one of its own on network retries.
      const customer = await stripe.customers.create({
        email: user.email,
        name: user.name,
        metadata: { user_id: String(user.id) },
      });
      return customer.id;
    },
  };
}
