import {
  bigint,
  boolean,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Tables of the owner's console (migration 0003_console). Staff are not customers: no link to `users`. */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'staff'] }).notNull(),
    /** Null until the setup link is used. */
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    /** The 30-second step of the last code accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: tz('disabled_at'),
    /** May refund and cancel orders (migration 0009); an owner always may. */
    canRefund: boolean('can_refund').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} IN ('owner', 'staff')`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** SHA-256 of the cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    lastSeenAt: tz('last_seen_at').notNull(),
    /** The absolute end (12 hours after sign-in), whatever the activity. */
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** The authenticator secret this link enrols; it becomes the staff's once setup succeeds. */
    totpSecret: text('totp_secret').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_setup_tokens_staff_idx').on(t.staffId)],
);

/** Images uploaded through the console, re-encoded as WebP; every CMS instance on the database serves them. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  staffId: integer('staff_id'),
  createdAt: createdAt(),
});

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): who changed what through the console. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tz('at').notNull().defaultNow(),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    clientAddress: text('client_address'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    /** The record as a person names it ('Holy Basil', '#1001', a staff email), as it was when written. */
    entityLabel: text('entity_label'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('admin_audit_log_at_idx').on(t.at), index('admin_audit_log_staff_idx').on(t.staffId, t.at)],
);
