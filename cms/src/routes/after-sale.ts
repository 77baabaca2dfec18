import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { cancelOrderSchema, returnOrderSchema } from '@common/contract';
import { AFTER_SALE_MSG } from '@common/messages';
import type { AppDeps } from '../deps';
import { clientAddress } from '../lib/client-address';
import { jsonBody, queryOf } from '../lib/http';
import { cancelOrder, type Actor } from '../services/order-operations';
import { orderRecord } from '../services/order-history';
import { createAfterSaleLimits, databaseStore } from '../services/rate-limits';
import { callerKey, callerOrder, type Caller } from '../services/returns/customer-orders';
import { mayReturn, requestReturn } from '../services/returns/request-return';
import { returnableLines, returnsOfOrders, returnsOfUser } from '../services/returns/return-records';
import { returnWindowDays } from '../services/returns/return-window';
import { optionalUser, requireUser } from '../services/sessions';

const linkQuery = z.object({
  order_no: z.string().check(z.maxLength(20)),
  token: z.string().check(z.maxLength(200)),
});

/**
 * Cancellations and returns by the customer (contract: "Promotions, cancellations, returns and reviews").
 * Each call is a signed-in customer's (Bearer) or a guest's through the signed link of their order's mail
 * (`token`); both are counted per client address and per customer before the order is looked at.
 */
export function afterSaleRoutes(deps: AppDeps) {
  const limits = createAfterSaleLimits(databaseStore(deps.db));
  const app = new Hono();

  /** The caller: a token in the body wins (a guest's link); else the Bearer, which is then required. */
  async function callerOf(c: Context, token: string | undefined): Promise<Caller> {
    if (token) return { token };
    const user = await optionalUser(c, deps);
    return user ? { user } : { user: (await requireUser(c, deps)).user };
  }
  const actorOf = (c: Context, caller: Caller): Extract<Actor, { kind: 'customer' }> => ({
    kind: 'customer',
    id: 'user' in caller ? caller.user.id : null,
    client_address: clientAddress(c, deps.config),
  });

  app.post('/order/cancel', async (c) => {
    const input = await jsonBody(c, cancelOrderSchema);
    const caller = await callerOf(c, input.token);
    await limits.take(clientAddress(c, deps.config), callerKey(caller, input.order_no));
    const order = await callerOrder(deps, input.order_no, caller, 'cancel');
    const result = await cancelOrder(deps, order.id, actorOf(c, caller));
    return c.json({ status: true, message: AFTER_SALE_MSG.cancelled(result.order.order_no) });
  });

  app.post('/order/return', async (c) => {
    const input = await jsonBody(c, returnOrderSchema);
    const caller = await callerOf(c, input.token);
    await limits.take(clientAddress(c, deps.config), callerKey(caller, input.order_no));
    const order = await callerOrder(deps, input.order_no, caller, 'return');
    const returnId = await requestReturn(deps, order.id, input, actorOf(c, caller));
    return c.json({
      status: true,
      message: AFTER_SALE_MSG.returnRequested(`#${order.orderNumber}`),
      data: { return_id: returnId },
    });
  });

  app.get('/order/returns', async (c) => {
    const { user } = await requireUser(c, deps);
    return c.json({ status: true, data: { returns: await returnsOfUser(deps.db, user.id) } });
  });

  app.get('/order/return-window', async (c) =>
    c.json({ status: true, data: { days: await returnWindowDays(deps.db) } }),
  );

  // What a signed link opens: its order, its returns, and what the link allows now.
  app.get('/order/link', async (c) => {
    const q = queryOf(c, linkQuery);
    const order = await callerOrder(deps, q.order_no, { token: q.token }, 'view');
    const purpose = q.token.split('.')[0];
    const returnable = await returnableLines(deps.db, order.id);
    return c.json({
      status: true,
      data: {
        order: await orderRecord(deps, order),
        returns: await returnsOfOrders(deps.db, [order.id]),
        can_cancel: purpose === 'cancel' && (order.status === 'pending' || order.status === 'processing'),
        can_return: purpose === 'return' && (await mayReturn(deps, order)),
        returnable: returnable.map((l) => ({
          order_item_id: l.id,
          qty: l.policyAllows ? Math.max(l.left, 0) : 0,
        })),
      },
    });
  });

  return app;
}
