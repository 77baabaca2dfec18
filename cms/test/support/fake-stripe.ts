import Stripe from 'stripe';

/**
 * Stands in for api.stripe.com behind the real SDK: the SDK builds and signs its requests as usual and
 * hands them to this fetch, which keeps PaymentIntents and customers in memory. No network is touched.
 */

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Request-Id': `req_${Math.random().toString(36).slice(2)}`,
    },
  });

function metadataOf(params: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [k, v] of params) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m?.[1]) metadata[m[1]] = v;
  }
  return metadata;
}

export class FakeStripeApi {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  readonly customers: { id: string; email: string | null; name: string | null }[] = [];
  /** Set to make every cancellation fail as a Stripe outage would (HTTP 500). */
  failCancels = false;
  readonly refunds: FakeRefund[] = [];
  /** Answers already given per idempotency key, replayed as Stripe does for a repeated request. */
  private readonly replies = new Map<string, FakeRefund>();
  /** How many refund requests to fail as an outage would (HTTP 500) before answering again. */
  failRefunds = 0;
  /** Make the refund, then answer 500 anyway, as a timeout after Stripe acted would look. */
  loseRefundAnswers = 0;
  private counter = 0;

  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const params = new URLSearchParams(method === 'GET' ? url.search : String(init.body ?? ''));
    this.requests.push({
      method,
      path: url.pathname,
      idempotencyKey: headers.get('idempotency-key'),
      params,
    });
    if (url.hostname !== 'api.stripe.com') throw new Error(`unexpected host ${url.hostname}`);

    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = {
        id: `cus_fake${++this.counter}`,
        email: params.get('email'),
        name: params.get('name'),
      };
      this.customers.push(customer);
      return json(200, { object: 'customer', ...customer });
    }
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_fake${++this.counter}`;
      const metadata = metadataOf(params);
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        customer: params.get('customer'),
        metadata,
      };
      this.intents.set(id, intent);
      return json(200, intent);
    }
    if (url.pathname === '/v1/refunds')
      return this.refundRoute(method, params, headers.get('idempotency-key'));
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (method === 'POST' && cancel?.[1]) {
      if (this.failCancels) {
        return json(500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
      }
      const intent = this.intents.get(cancel[1]);
      if (!intent) return this.missing();
      // As Stripe: only an intent still waiting for its payment can be canceled.
      if (intent.status === 'canceled' || intent.status === 'succeeded' || intent.status === 'processing') {
        return json(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            payment_intent: intent,
          },
        });
      }
      intent.status = 'canceled';
      return json(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && retrieve?.[1]) {
      const intent = this.intents.get(retrieve[1]);
      if (!intent) return this.missing();
      return json(200, intent);
    }
    return json(404, {
      error: { type: 'invalid_request_error', message: `No route ${method} ${url.pathname}` },
    });
  };

  private refundRoute(method: string, params: URLSearchParams, key: string | null): Response {
    if (method === 'GET') {
      const pid = params.get('payment_intent');
      const data = this.refunds.filter((r) => r.payment_intent === pid);
      return json(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    if (this.failRefunds > 0) {
      this.failRefunds--;
      return json(500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
    }
    const replay = key ? this.replies.get(key) : undefined;
    if (replay) return json(200, replay);
    const pid = params.get('payment_intent') ?? '';
    const intent = this.intents.get(pid);
    if (!intent) return this.missing();
    const amount = Number(params.get('amount') ?? intent.amount);
    const refunded = this.refunds.filter((r) => r.payment_intent === pid).reduce((n, r) => n + r.amount, 0);
    if (intent.status !== 'succeeded' || refunded + amount > intent.amount) {
      return json(400, {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - refunded) / 100).toFixed(2)})`,
        },
      });
    }
    return this.makeRefund(pid, amount, key, metadataOf(params));
  }

  private makeRefund(pid: string, amount: number, key: string | null, metadata: Record<string, string>) {
    const refund: FakeRefund = {
      id: `re_fake${++this.counter}`,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: pid,
      charge: `ch_${pid}`,
      status: 'succeeded',
      metadata,
    };
    this.refunds.push(refund);
    if (key) this.replies.set(key, refund);
    if (this.loseRefundAnswers > 0) {
      this.loseRefundAnswers--;
      return json(500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
    }
    return json(200, refund);
  }

  /** A refund made in Stripe's dashboard: no idempotency key, no metadata from the shop. */
  dashboardRefund(pid: string, amount: number): string {
    this.makeRefund(pid, amount, null, {});
    const made = this.refunds.at(-1);
    if (!made) throw new Error('no refund made');
    return made.id;
  }

  /** The refund requests the SDK sent (POST /v1/refunds). */
  refundRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  }

  /** The body of a `charge.refunded` event for this intent's charge, without its refunds (as since 2022-11-15). */
  chargeRefundedEvent(id: string, pid: string): string {
    const intent = this.intents.get(pid);
    if (!intent) throw new Error(`no intent ${pid}`);
    const refunded = this.refunds.filter((r) => r.payment_intent === pid).reduce((n, r) => n + r.amount, 0);
    return JSON.stringify({
      id,
      object: 'event',
      type: 'charge.refunded',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `ch_${pid}`,
          object: 'charge',
          amount: intent.amount,
          amount_refunded: refunded,
          refunded: refunded === intent.amount,
          currency: intent.currency,
          payment_intent: pid,
          status: 'succeeded',
        },
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  private missing(): Response {
    return json(404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
    });
  }

  /** The cancellations the SDK asked for, by PaymentIntent id, from the request numbered `since` on. */
  canceled(since = 0): string[] {
    return this.requests
      .slice(since)
      .map((r) =>
        r.method === 'POST' ? /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(r.path)?.[1] : undefined,
      )
      .filter((id): id is string => id !== undefined);
  }

  /** A real SDK client whose HTTP layer is this fake. */
  client(): Stripe {
    return new Stripe('sk_test_fake', {
      httpClient: Stripe.createFetchHttpClient(this.fetch),
      maxNetworkRetries: 0,
    });
  }

  setStatus(pid: string, status: Stripe.PaymentIntent.Status) {
    const intent = this.intents.get(pid);
    if (!intent) throw new Error(`no intent ${pid}`);
    intent.status = status;
  }

  /** The body of a `payment_intent.*` event about this intent, as Stripe would send it. */
  event(id: string, type: string, pid: string, overrides: Partial<FakeIntent> = {}): string {
    const intent = this.intents.get(pid);
    if (!intent) throw new Error(`no intent ${pid}`);
    return JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, ...overrides } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }
}
