import type { Db } from '../db/client';
import { adminAuditLog } from '../db/schema';

/** Who acted: the signed-in staff member (or the email tried, for a failed sign-in) and their address. */
export interface Actor {
  staffId: number | null;
  staffEmail: string | null;
  clientAddress: string;
}

export interface AuditEntry {
  action: string;
  entity?: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** JSON the column takes: undefined and functions dropped, dates as ISO strings. */
const asJson = (v: unknown): unknown =>
  v === undefined || v === null ? null : JSON.parse(JSON.stringify(v));

/**
 * Appends one row to the audit log, inside the caller's transaction when given one, so a change and its
 * record are kept or rolled back together. There is no function that changes or removes a row.
 */
export async function audit(db: Db, actor: Actor, at: Date, entry: AuditEntry): Promise<void> {
  await auditMany(db, actor, at, [entry]);
}

/** Rows per INSERT: 9 parameters each, far below PostgreSQL's 65,535. */
const AUDIT_BATCH = 1000;

/** Appends many rows (a CSV import's, one per product) in a few statements, in the caller's transaction. */
export async function auditMany(db: Db, actor: Actor, at: Date, entries: AuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => ({
    at,
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    clientAddress: actor.clientAddress,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: asJson(entry.before),
    after: asJson(entry.after),
  }));
  for (let i = 0; i < rows.length; i += AUDIT_BATCH) {
    await db.insert(adminAuditLog).values(rows.slice(i, i + AUDIT_BATCH));
  }
}
