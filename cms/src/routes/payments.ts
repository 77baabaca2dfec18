import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { testConfirmSchema } from '@common/contract';
import type { AppDeps } from '../deps';
import { webhookEvents } from '../db/schema';
import { HttpError, jsonBody } from '../lib/http';
import { paymentProvider, TEST_PAYMENTS_DISABLED, testPaymentsAllowed } from '../services/payments';
import { recordProviderRefunds } from '../services/order-operations';
import { orderForPayment, settlePayment } from '../services/payments/settle';
import {
  authenticationErrorPage,
  authenticationPage,
  authenticationPagePolicy,
} from '../services/payments/test-auth-page';
import { testProcessor } from '../services/payments/test-processor';

/** `return_url` is an optional addition to the contract's confirm body; it defaults to /update-order. */
const confirmSchema = z.extend(testConfirmSchema, {
  return_url: z.optional(z.string().check(z.maxLength(2000))),
});
const decisionSchema = z.enum(['complete', 'fail']);

/** The Stripe webhook and the built-in test processor's endpoints. */
export function paymentRoutes(deps: AppDeps) {
  const provider = paymentProvider(deps);
  const processor = testProcessor(deps);
  const app = new Hono();

  /**
   * A refund made in Stripe's dashboard (or one the shop asked for whose answer was lost) is recorded once,
   * by Stripe's refund id. Stripe not answering the look-up is a 503, so Stripe delivers the event again.
   */
  const recordRefunds = async (pid: string) => {
    const order = await orderForPayment(deps.db, pid);
    if (!order || order.provider !== 'stripe') return;
    try {
      await recordProviderRefunds(deps, order.id);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      console.error(`[orders] could not record the refunds of payment ${pid}:`, err);
      throw new HttpError(503, 'Could not read the refunds from Stripe; deliver the event again');
    }
  };

  app.post('/payments/stripe/webhook', async (c) => {
    if (provider.name !== 'stripe') throw new HttpError(404, 'Stripe is not configured on this server');
    // The signature covers the exact bytes Stripe sent: read them before anything parses the body.
    const rawBody = await c.req.text();
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
    const event = await provider.verifyWebhook(rawBody, signature);

    const [seen] = await deps.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, event.id));
    if (seen) return c.json({ status: true, message: 'Event already handled' });

    if (event.type === 'payment_intent.succeeded' && event.payment) {
      const order = await orderForPayment(deps.db, event.payment.pid);
      if (order && order.provider === 'stripe' && order.paidAt === null) {
        try {
          await settlePayment(deps, order, event.payment);
        } catch (err) {
          // A payment that does not match its order is logged by settlePayment; Stripe need not retry it.
          if (!(err instanceof HttpError)) throw err;
        }
      }
    }
    if (event.type === 'charge.refunded' && event.refundedPid) await recordRefunds(event.refundedPid);
    await deps.db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return c.json({ status: true });
  });

  // ---- Test processor ----

  /** The test processor only runs when it is this shop's provider and the server allows it. */
  const requireTestProcessor = () => {
    if (provider.name !== 'test') throw new HttpError(404, 'The test processor is not enabled on this shop');
    if (!testPaymentsAllowed(deps.config)) throw new HttpError(503, TEST_PAYMENTS_DISABLED);
  };

  app.post('/payments/test/confirm', async (c) => {
    requireTestProcessor();
    const input = await jsonBody(c, confirmSchema);
    const result = await processor.confirm(input.client_secret, input.card_number, input.return_url);
    // A decline is a normal outcome of the call (HTTP 200); the message says why.
    if (result.outcome === 'declined') {
      return c.json({ status: true, message: result.message, data: { outcome: result.outcome } });
    }
    return c.json({ status: true, data: result });
  });

  /** Renders an HttpError of the authentication step as an HTML page: a shopper's browser is on it. */
  const htmlStep = async (c: Context, step: () => Promise<Response>) => {
    // The HTML pages' own policy; secureHeaders keeps it instead of the JSON answers' default-src 'none'.
    c.header('Content-Security-Policy', authenticationPagePolicy(deps.config.storefrontOrigin));
    try {
      requireTestProcessor();
      return await step();
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return c.html(authenticationErrorPage(err.message, deps.config.storefrontOrigin), err.status);
    }
  };

  const returnUrlOf = (value: unknown) => {
    const url = typeof value === 'string' ? processor.allowedReturnUrl(value) : null;
    if (!url) throw new HttpError(400, 'This return address is not allowed');
    return url;
  };

  app.get('/payments/test/authenticate', (c) =>
    htmlStep(c, async () => {
      const returnUrl = returnUrlOf(c.req.query('return_url'));
      const payment = await processor.awaitingAuthentication(c.req.query('pid') ?? '');
      return c.html(
        authenticationPage({
          pid: payment.pid,
          returnUrl: returnUrl.toString(),
          amountCents: payment.totalCents,
        }),
      );
    }),
  );

  app.post('/payments/test/authenticate', (c) =>
    htmlStep(c, async () => {
      const form = await c.req.parseBody();
      const returnUrl = returnUrlOf(form.return_url);
      const decision = decisionSchema.safeParse(form.decision);
      if (!decision.success) throw new HttpError(400, 'Choose Complete or Fail');
      const pid = typeof form.pid === 'string' ? form.pid : '';
      return c.redirect(await processor.authenticate(pid, returnUrl, decision.data), 303);
    }),
  );

  return app;
}
