import { CONSOLE_MSG, CMS_MSG } from '@common/messages';
import { formBody } from '../body';
import { and, count, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { adminInviteSchema, adminStaffUpdateSchema } from '@common/contract/admin';
import { SHOP_NAME } from '@common/constants';
import type { AppDeps } from '../../deps';
import { adminAuditLog, staff } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { sendSafely } from '../../services/mailer';
import { audit } from '../services/audit';
import type { AdminEnv } from '../env';
import { requireOwner } from '../guard';
import {
  dateFilter,
  idsFilter,
  isUniqueViolation,
  listQuery,
  orderOf,
  pathId,
  recordIdFilter,
  setContentRange,
  textFilter,
} from '../services/list-query';
import type { StaffSessionStore } from '../services/sessions';
import { issueSetupToken, publicStaff, SETUP_LINK_HOURS } from '../services/setup';

const inviteMail = (name: string, url: string) => ({
  subject: `Your ${SHOP_NAME} console account`,
  text: `Hello ${name},\n\nYou have been invited to the ${SHOP_NAME} console. Set your password and authenticator here (the link works once, for ${SETUP_LINK_HOURS} hours):\n\n${url}\n`,
});

/** Creates the account and mails its setup link; an email already on the staff is a 409. */
async function inviteStaff(deps: AppDeps, c: Context<AdminEnv>) {
  const { db } = deps;
  const input = await formBody(c, adminInviteSchema);
  const email = input.email.toLowerCase();
  const { row, url } = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(staff)
        .values({ email, name: input.name, role: input.role, canRefund: input.can_refund ?? false })
        .returning();
      return { row: created!, url: await issueSetupToken(deps, tx, created!.id) };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) {
        throw new HttpError(409, CONSOLE_MSG.staff.emailTaken, {
          email: CONSOLE_MSG.staff.emailTakenField,
        });
      }
      throw err;
    });
  await sendSafely(deps.mailer, { to: email, ...inviteMail(input.name, url) });
  const after = publicStaff(row);
  await audit(db, c.get('actor'), deps.now(), {
    action: 'staff.invite',
    entity: 'staff',
    entityId: row.id,
    label: row.email,
    after,
  });
  return c.json(after, 201);
}

/** Changes a role or disables an account (ending its sessions); the last active owner stays. */
async function updateStaff(deps: AppDeps, sessions: StaffSessionStore, c: Context<AdminEnv>) {
  const { db } = deps;
  const id = pathId(c);
  const input = await formBody(c, adminStaffUpdateSchema);
  const [before] = await db.select().from(staff).where(eq(staff.id, id));
  if (!before) throw new HttpError(404, CMS_MSG.request.notFound);
  const demotes =
    (input.disabled === true && !before.disabledAt) || (input.role === 'staff' && before.role === 'owner');
  if (demotes && before.role === 'owner') {
    const [others] = await db
      .select({ n: count() })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), ne(staff.id, id)));
    if (!others?.n) throw new HttpError(409, CONSOLE_MSG.staff.lastOwner);
  }
  const after = await db.transaction(async (tx) => {
    const set = {
      ...(input.role ? { role: input.role } : {}),
      ...(input.can_refund === undefined ? {} : { canRefund: input.can_refund }),
      ...(input.disabled === undefined
        ? {}
        : { disabledAt: input.disabled ? (before.disabledAt ?? deps.now()) : null }),
    };
    const [row] = Object.keys(set).length
      ? await tx.update(staff).set(set).where(eq(staff.id, id)).returning()
      : [before];
    // Disabling ends every session of theirs at once (requireStaff also refuses disabled staff).
    if (input.disabled) await sessions.endAllFor(tx, id);
    return publicStaff(row!);
  });
  const permission = input.can_refund !== undefined && input.can_refund !== before.canRefund;
  await audit(db, c.get('actor'), deps.now(), {
    action: input.disabled ? 'staff.disable' : permission ? 'staff.permission' : 'staff.update',
    entity: 'staff',
    entityId: id,
    label: before.email,
    before: publicStaff(before),
    after,
  });
  return c.json(after);
}

/** /staff (owners only): list, invite by email, enable or disable, change role. No delete. */
export function staffRoutes(deps: AppDeps, sessions: StaffSessionStore) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  app.use('/staff', requireOwner);
  app.use('/staff/*', requireOwner);

  app.get('/staff', async (c) => {
    const q = listQuery(c);
    const ids = idsFilter(q.filter);
    const where = ids ? inArray(staff.id, ids) : undefined;
    const rows = await db
      .select()
      .from(staff)
      .where(where)
      .orderBy(
        ...orderOf(
          q,
          { email: staff.email, name: staff.name, role: staff.role, created_at: staff.createdAt },
          staff.id,
        ),
      )
      .limit(q.range.limit)
      .offset(q.range.offset);
    const [total] = await db.select({ n: count() }).from(staff).where(where);
    setContentRange(c, 'staff', q.range.offset, rows.length, total?.n ?? 0);
    return c.json(rows.map(publicStaff));
  });

  app.get('/staff/:id', async (c) => {
    const [row] = await db
      .select()
      .from(staff)
      .where(eq(staff.id, pathId(c)));
    if (!row) throw new HttpError(404, CMS_MSG.request.notFound);
    return c.json(publicStaff(row));
  });

  app.post('/staff', (c) => inviteStaff(deps, c));
  app.put('/staff/:id', (c) => updateStaff(deps, sessions, c));

  return app;
}

/** An audit row as the API shows it; the sign-in address only to an owner (the Staff screen is theirs). */
const auditOut = (r: typeof adminAuditLog.$inferSelect, owner: boolean) => ({
  id: r.id,
  at: r.at.toISOString(),
  staff_id: r.staffId,
  staff_email: r.staffEmail,
  client_address: owner ? r.clientAddress : null,
  action: r.action,
  entity: r.entity,
  entity_id: r.entityId,
  entity_label: r.entityLabel,
  before: r.before,
  after: r.after,
});

/**
 * Rows about staff accounts (invitations, roles, permissions, sign-ins, setup) show what the owner-only
 * Staff screen holds: emails, roles, addresses. Other staff read every other row.
 */
const notAboutStaff = sql`${adminAuditLog.entity} IS DISTINCT FROM 'staff'`;
const isOwner = (c: Context<AdminEnv>) => c.get('staff').role === 'owner';

/** /audit-log: read only. There is no call that changes or removes an entry. */
export function auditRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.get('/audit-log', async (c) => {
    const q = listQuery(c);
    const owner = isOwner(c);
    const where: SQL[] = owner ? [] : [notAboutStaff];
    const f = q.filter;
    const ids = idsFilter(f);
    if (ids) where.push(inArray(adminAuditLog.id, ids));
    const staffId = recordIdFilter(f, 'staff_id');
    if (staffId !== undefined) where.push(eq(adminAuditLog.staffId, staffId));
    const action = textFilter(f, 'action');
    if (action) where.push(eq(adminAuditLog.action, action));
    const entity = textFilter(f, 'entity');
    if (entity) where.push(eq(adminAuditLog.entity, entity));
    const from = dateFilter(f, 'from');
    if (from) where.push(gte(adminAuditLog.at, from));
    const to = dateFilter(f, 'to');
    if (to) where.push(lte(adminAuditLog.at, to));
    const cond = and(...where);
    const rows = await deps.db
      .select()
      .from(adminAuditLog)
      .where(cond)
      .orderBy(...orderOf(q, { at: adminAuditLog.at, action: adminAuditLog.action }, adminAuditLog.id))
      .limit(q.range.limit)
      .offset(q.range.offset);
    const [total] = await deps.db.select({ n: count() }).from(adminAuditLog).where(cond);
    setContentRange(c, 'audit-log', q.range.offset, rows.length, total?.n ?? 0);
    return c.json(rows.map((r) => auditOut(r, owner)));
  });
  app.get('/audit-log/:id', async (c) => {
    const [row] = await deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.id, pathId(c)), isOwner(c) ? undefined : notAboutStaff));
    if (!row) throw new HttpError(404, CMS_MSG.request.notFound);
    return c.json(auditOut(row, isOwner(c)));
  });
  return app;
}
