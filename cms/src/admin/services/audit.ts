import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

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
  /** The record as a person names it: a product's name, an order's number ('#1001'), a staff email. */
  label?: string | null;
  before?: unknown;
  after?: unknown;
}

/** JSON the column takes: undefined and functions dropped, dates as ISO strings. */
const asJson = (v: unknown): unknown =>
  v === undefined || v === null ? null : JSON.parse(JSON.stringify(v));

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * An edit's before and after cut down to the fields that changed, so the log shows the change and not two
 * copies of the record (a page's HTML included). A create keeps all of `after`, a delete all of `before`.
 */
export function changedFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const b = asJson(before);
  const a = asJson(after);
  if (!isRecord(b) || !isRecord(a)) return { before: b, after: a };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));
  return { before: pick(b), after: pick(a) };
}

/**
 * Appends one row to the audit log, inside the caller's transaction when given one, so a change and its
 * record are kept or rolled back together. There is no function that changes or removes a row.
 */
export async function audit(db: Db, actor: Actor, at: Date, entry: AuditEntry): Promise<void> {
  await auditMany(db, actor, at, [entry]);
}

/**
 * A CSV download of shop data (products, orders, subscribers): who took it, which, how many rows, with
 * which filter. Customer data leaving the console is a change of who holds it, so it is logged too.
 */
export async function auditExport(
  db: Db,
  actor: Actor,
  at: Date,
  what: 'products' | 'orders' | 'subscribers',
  rows: number,
  filter?: Record<string, unknown>,
): Promise<void> {
  await audit(db, actor, at, {
    action: `export.${what}`,
    entity: 'export',
    label: `${what[0]!.toUpperCase()}${what.slice(1)} CSV`,
    after: { rows, ...(filter ? { filter } : {}) },
  });
}

/** Rows per INSERT: 10 parameters each, far below PostgreSQL's 65,535. */
const AUDIT_BATCH = 1000;

/** Appends many rows (a CSV import's, one per product) in a few statements, in the caller's transaction. */
export async function auditMany(db: Db, actor: Actor, at: Date, entries: AuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => ({
    ...changedFields(entry.before, entry.after),
    at,
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    clientAddress: actor.clientAddress,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    entityLabel: entry.label ? entry.label.slice(0, 300) : null,
  }));
  for (let i = 0; i < rows.length; i += AUDIT_BATCH) {
    await db.insert(adminAuditLog).values(rows.slice(i, i + AUDIT_BATCH));
  }
}
