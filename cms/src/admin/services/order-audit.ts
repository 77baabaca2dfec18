import { and, eq, gt, inArray, max } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { orderEvents } from '../../db/schema';
import type { OperationResult } from '../../services/order-operations';
import { audit } from './audit';
import type { AdminEnv } from '../env';

const EMAIL_KINDS = ['email.sent', 'email.failed'] as const;

/** The order's last timeline event id, so the emails an operation sent can be told from earlier ones. */
export async function lastEventId(deps: AppDeps, orderId: number): Promise<number> {
  const [row] = await deps.db
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return Number(row?.id ?? 0);
}

/**
 * Writes the operation's row to the audit log (before and after), then one row per email it sent or failed
 * to send: the services record emails on the order's timeline, the audit log gets them from there.
 */
export async function auditOperation(
  deps: AppDeps,
  c: Context<AdminEnv>,
  result: OperationResult,
  eventsAfter: number,
): Promise<void> {
  const actor = c.get('actor');
  const { action, entity, entity_id, before, after } = result.audit;
  const label = String(after.order_no);
  await audit(deps.db, actor, deps.now(), { action, entity, entityId: entity_id, label, before, after });
  const mails = await deps.db
    .select()
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, entity_id),
        gt(orderEvents.id, eventsAfter),
        inArray(orderEvents.kind, [...EMAIL_KINDS]),
      ),
    );
  for (const mail of mails) {
    await audit(deps.db, actor, deps.now(), {
      action: mail.kind === 'email.sent' ? 'order.email.sent' : 'order.email.failed',
      entity,
      entityId: entity_id,
      label,
      after: { order_no: after.order_no, ...mail.data },
    });
  }
}
