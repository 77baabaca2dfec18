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

export class FakeStripeApi {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  readonly customers: { id: string; email: string | null; name: string | null }[] = [];
  /** Set to make every cancellation fail as a Stripe outage would (HTTP 500). */
  failCancels = false;
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
      const metadata: Record<string, string> = {};
      for (const [k, v] of params) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
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
