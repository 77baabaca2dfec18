import { CONSOLE_MSG } from '@common/messages';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { ORDER_STATUSES, type OrderStatus } from '@common/contract';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http';
import { listOrders, listPendingHolds, orderDetail, type OrdersFilter } from '../services/reads';
import {
  cancelOrder,
  completeOrder,
  refundOrder,
  shipOrder,
  type OperationResult,
} from '../../services/order-operations';
import { formBody } from '../body';
import { mayRefund, type AdminEnv } from '../env';
import { pathId, textFilter } from '../services/list-query';
import { dateFilter, listAnswer, pageOf, staffActor } from './common';
import { exportOrdersCsv } from '../services/orders-csv';
import { auditOperation, lastEventId } from '../services/order-audit';

const shipBody = z.object({
  carrier: z.string().check(z.maxLength(40)),
  tracking_number: z.string().check(z.maxLength(100)),
});
const refundBody = z.object({
  amount: z.number(),
  restock: z.optional(
    z
      .array(z.object({ order_item_id: z.number().check(z.int()), qty: z.number().check(z.int()) }))
      .check(z.maxLength(500)),
  ),
  idempotency_key: z.string().check(z.maxLength(200)),
});

/** The orders list's filter: status, placed from/to (a bare `to` day is included), and a search. */
export function ordersFilter(filter: Record<string, unknown>): OrdersFilter {
  const status = textFilter(filter, 'status');
  if (status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw new HttpError(400, CONSOLE_MSG.list.oneOf('status', ORDER_STATUSES));
  }
  return {
    status: status as OrderStatus | undefined,
    from: dateFilter(filter, 'from'),
    to: dateFilter(filter, 'to', true),
    q: textFilter(filter, 'q'),
  };
}

/** The order page's record; timeline entries are numbered so the console's grids can key their rows. */
async function detailOf(deps: AppDeps, id: number) {
  const detail = await orderDetail(deps.db, id);
  return { ...detail, timeline: detail.timeline.map((e, i) => ({ id: i + 1, ...e })) };
}

/** 403 unless the staff member may give money back: an owner, or staff with the permission. */
const refundsAllowed: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (!mayRefund(c.get('staff'))) throw new HttpError(403, CONSOLE_MSG.auth.refundNotAllowed);
  await next();
};

/** Runs one operation as the signed-in staff member, audits it and answers the order as it now is. */
async function operate(deps: AppDeps, c: Context<AdminEnv>, run: (id: number) => Promise<OperationResult>) {
  const id = pathId(c);
  const eventsAfter = await lastEventId(deps, id);
  const result = await run(id);
  await auditOperation(deps, c, result, eventsAfter);
  return c.json(await detailOf(deps, id));
}

/** /orders (list, CSV, detail, ship, complete; cancel and refund as refundsAllowed says) and /pending-holds. */
export function orderRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.get('/orders', async (c) => {
    const { page, filter } = pageOf(c);
    return listAnswer(c, 'orders', page, await listOrders(deps.db, ordersFilter(filter), page));
  });
  // Before /orders/:id, so the file's name is not taken for an id.
  app.get('/orders/export.csv', (c) => exportOrdersCsv(deps, c, ordersFilter(pageOf(c).filter)));
  app.get('/orders/:id', async (c) => c.json(await detailOf(deps, pathId(c))));
  app.post('/orders/:id/ship', async (c) => {
    const body = await formBody(c, shipBody);
    return operate(deps, c, (id) => shipOrder(deps, id, body, staffActor(c)));
  });
  app.post('/orders/:id/complete', (c) => operate(deps, c, (id) => completeOrder(deps, id, staffActor(c))));
  app.post('/orders/:id/cancel', refundsAllowed, (c) =>
    operate(deps, c, (id) => cancelOrder(deps, id, staffActor(c))),
  );
  app.post('/orders/:id/refund', refundsAllowed, async (c) => {
    const body = await formBody(c, refundBody);
    return operate(deps, c, (id) => refundOrder(deps, id, body, staffActor(c)));
  });
  app.get('/pending-holds', async (c) => {
    const { page } = pageOf(c);
    return listAnswer(c, 'pending-holds', page, await listPendingHolds(deps.db, deps.now(), page));
  });
  return app;
}
