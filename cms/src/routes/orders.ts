import { Hono } from 'hono';
import { initiateSchema, placeOrderSchema, updateOrderSchema } from '@common/contract';
import { CMS_MSG, MSG, ORDER_NOT_FOUND } from '@common/messages';
import type { AppDeps } from '../deps';
import { clientAddress } from '../lib/client-address';
import { HttpError, jsonBody } from '../lib/http';
import { orderHistory } from '../services/order-history';
import { checkout, orderNo } from '../services/orders';
import { paymentProvider, requireProvider } from '../services/payments';
import { orderToSettle, sendConfirmation, settlePayment } from '../services/payments/settle';
import { codeGuessLimiter } from '../services/promotions/code-guesses';
import { databaseStore } from '../services/rate-limits';
import { optionalUser, requireUser } from '../services/sessions';

/** Checkout and order history (contract: "Orders and payment"). */
export function orderRoutes(deps: AppDeps) {
  const provider = paymentProvider(deps);
  const shop = checkout(deps, provider);
  const codeGuesses = codeGuessLimiter(databaseStore(deps.db));
  const app = new Hono();

  app.post('/order/placeorder', async (c) => {
    const user = await optionalUser(c, deps);
    const input = await jsonBody(c, placeOrderSchema);
    const address = clientAddress(c, deps.config);
    const order_no = await shop.place(input, user, address);
    return c.json({ status: true, message: MSG.checkout.placed, data: { order_no } });
  });

  app.get('/order/orders-history', async (c) => {
    const { user } = await requireUser(c, deps);
    return c.json({ status: true, data: { Orders: await orderHistory(deps, user.id) } });
  });

  app.post('/order/:provider/update-order', async (c) => {
    requireProvider(provider, deps.config, c.req.param('provider'));
    const { pid } = await jsonBody(c, updateOrderSchema);
    const found = await orderToSettle(deps.db, pid);
    if (!found || found.order.provider !== provider.name) throw new HttpError(404, ORDER_NOT_FOUND);
    const { order, payment, lines } = found;
    if (order.paidAt === null) {
      const stored = payment && provider.stateOfStored?.(payment);
      await settlePayment(deps, order, stored || (await provider.retrieve(pid)), lines);
    }
    // Retries a confirmation whose first sending failed; a no-op once it went out.
    else await sendConfirmation(deps, order.id);
    return c.json({ status: true, data: { order_no: orderNo(order.orderNumber) } });
  });

  // `/order/{provider}-initiate`: the provider's name is part of the last path segment.
  app.post('/order/:action', async (c) => {
    const match = /^(.+)-initiate$/.exec(c.req.param('action'));
    if (!match?.[1]) throw new HttpError(404, CMS_MSG.request.notFound);
    requireProvider(provider, deps.config, match[1]);
    const user = await optionalUser(c, deps);
    const input = await jsonBody(c, initiateSchema);
    if (!input.discount_code?.trim()) return c.json({ status: true, data: await shop.initiate(input, user) });
    // Issue 40: a typed code is a guess a stranger could repeat; unknown ones count per client address.
    const data = await codeGuesses(clientAddress(c, deps.config), () => shop.initiate(input, user));
    return c.json({ status: true, data });
  });

  return app;
}
