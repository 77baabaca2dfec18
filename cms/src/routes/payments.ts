import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CMS_MSG } from '@common/messages';
import type { AppDeps } from '../deps';
import { webhookEvents } from '../db/schema';
import { HttpError } from '../lib/http';
import { paymentProvider } from '../services/payments';
import { recordProviderRefunds } from '../services/order-operations';
import { orderForPayment, settlePayment } from '../services/payments/settle';
import { testPaymentRoutes } from './test-payments';

/** The Stripe webhook and the built-in test processor's endpoints. */
export function paymentRoutes(deps: AppDeps) {
  const provider = paymentProvider(deps);
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
      throw new HttpError(503, CMS_MSG.payments.stripeRefundsUnreadable);
    }
  };

  app.post('/payments/stripe/webhook', async (c) => {
    if (provider.name !== 'stripe') throw new HttpError(404, CMS_MSG.payments.stripeNotConfigured);
    // The signature covers the exact bytes Stripe sent: read them before anything parses the body.
    const rawBody = await c.req.text();
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new HttpError(400, CMS_MSG.payments.stripeMissingSignature);
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

  app.route('/', testPaymentRoutes(deps, provider));
  return app;
}
