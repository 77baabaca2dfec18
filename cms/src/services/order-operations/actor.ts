import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';

/**
 * Who asks for an order operation. Staff carry who they are and the address they came from (the console's
 * session gives both); the shop itself (`system`) and Stripe's webhook (`webhook`) act on their own.
 */
export type Actor =
  | { kind: 'staff'; id: number; email: string; client_address: string }
  | { kind: 'system' }
  /** The customer themselves (signed in: `id` is theirs) or a guest through the order's signed link (null). */
  | { kind: 'customer'; id: number | null; client_address: string }
  | { kind: 'webhook' };

export const SYSTEM: Actor = { kind: 'system' };
export const WEBHOOK: Actor = { kind: 'webhook' };

/** What the timeline records; 'placed', 'paid' and the confirmation email come from the order row itself. */
export type OrderEventKind =
  | 'shipped'
  | 'completed'
  | 'canceled'
  | 'refunded'
  | 'refund.failed'
  | 'email.sent'
  | 'email.failed'
  | 'return.requested'
  | 'return.approved'
  | 'return.refused'
  | 'return.received';

/** Appends one event to the order's timeline (inside the caller's transaction when there is one). */
export async function recordEvent(
  db: Db,
  orderId: number,
  kind: OrderEventKind,
  actor: Actor,
  at: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId,
    kind,
    at,
    actorKind: actor.kind,
    actorId: actor.kind === 'staff' || actor.kind === 'customer' ? actor.id : null,
    actorEmail: actor.kind === 'staff' ? actor.email : null,
    clientAddress: actor.kind === 'staff' || actor.kind === 'customer' ? actor.client_address : null,
    data,
  });
}
