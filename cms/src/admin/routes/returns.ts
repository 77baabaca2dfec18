import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { RETURN_WINDOW_MAX_DAYS } from '@common/constants';
import { CONSOLE_MSG, RETURNS_CONSOLE_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { RETURN_STATUSES, type ReturnStatus } from '../../db/schema';
import { HttpError } from '../../lib/http';
import {
  listReturns,
  moveReturn,
  refundReturn,
  returnDetail,
  type ReturnMove,
} from '../../services/returns/console-returns';
import { returnWindowDays, setReturnWindowDays } from '../../services/returns/return-window';
import { notifyStorefront } from '../../services/revalidate';
import { audit } from '../services/audit';
import { pathId, textFilter } from '../services/list-query';
import { formBody } from '../body';
import { mayRefund, type AdminEnv } from '../env';
import { requireOwner } from '../guard';
import { listAnswer, pageOf, staffActor } from './common';

const refuseBody = z.object({
  note: z.optional(z.string().check(z.trim(), z.maxLength(1000, RETURNS_CONSOLE_MSG.noteTooLong))),
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
const windowBody = z.object({
  window_days: z
    .number()
    .check(
      z.int(RETURNS_CONSOLE_MSG.windowInvalid),
      z.minimum(1, RETURNS_CONSOLE_MSG.windowInvalid),
      z.maximum(RETURN_WINDOW_MAX_DAYS, RETURNS_CONSOLE_MSG.windowInvalid),
    ),
});

const refundsAllowed: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (!mayRefund(c.get('staff'))) throw new HttpError(403, CONSOLE_MSG.auth.refundNotAllowed);
  await next();
};

/** The Returns queue (`/returns`) and the return window (`/return-settings`); every move is audited. */
export function returnRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  async function operate(c: Context<AdminEnv>, action: string, run: (id: number) => Promise<ReturnMove>) {
    const id = pathId(c);
    const { before, after } = await run(id);
    await audit(deps.db, c.get('actor'), deps.now(), {
      action,
      entity: 'returns',
      entityId: id,
      label: `Return #${id} (order ${after.order_no})`,
      before,
      after,
    });
    return c.json(await returnDetail(deps.db, id));
  }

  app.get('/returns', async (c) => {
    const { page, filter } = pageOf(c);
    const status = textFilter(filter, 'status');
    if (status !== undefined && !(RETURN_STATUSES as readonly string[]).includes(status)) {
      throw new HttpError(400, CONSOLE_MSG.list.oneOf('status', RETURN_STATUSES));
    }
    const rows = await listReturns(
      deps.db,
      { status: status as ReturnStatus | undefined, q: textFilter(filter, 'q') },
      page,
    );
    return listAnswer(c, 'returns', page, rows);
  });
  app.get('/returns/:id', async (c) => c.json(await returnDetail(deps.db, pathId(c))));
  app.post('/returns/:id/approve', (c) =>
    operate(c, 'return.approve', (id) => moveReturn(deps, id, 'approved', staffActor(c))),
  );
  app.post('/returns/:id/refuse', async (c) => {
    const { note } = await formBody(c, refuseBody);
    return operate(c, 'return.refuse', (id) => moveReturn(deps, id, 'refused', staffActor(c), note ?? ''));
  });
  app.post('/returns/:id/receive', (c) =>
    operate(c, 'return.receive', (id) => moveReturn(deps, id, 'received', staffActor(c))),
  );
  app.post('/returns/:id/refund', refundsAllowed, async (c) => {
    const body = await formBody(c, refundBody);
    return operate(c, 'return.refund', (id) => refundReturn(deps, id, body, staffActor(c)));
  });

  app.get('/return-settings', async (c) =>
    c.json({ id: 'return-settings', window_days: await returnWindowDays(deps.db) }),
  );
  app.put('/return-settings', requireOwner, async (c) => {
    const { window_days } = await formBody(c, windowBody);
    const before = await returnWindowDays(deps.db);
    await setReturnWindowDays(deps.db, window_days);
    // The return policy page states the window (ADR 0087).
    void notifyStorefront(deps.config, ['content:returns']);
    await audit(deps.db, c.get('actor'), deps.now(), {
      action: 'returns.settings',
      entity: 'settings',
      label: 'Return window',
      before: { window_days: before },
      after: { window_days },
    });
    return c.json({ id: 'return-settings', window_days });
  });
  return app;
}
