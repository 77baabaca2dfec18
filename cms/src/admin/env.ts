import type { staff } from '../db/schema';
import type { Actor } from './services/audit';

export type StaffRow = typeof staff.$inferSelect;

/** What the console's middleware puts on each request's context for the routes. */
export interface AdminEnv {
  Variables: {
    /** The signed-in staff member (set by requireStaff). */
    staff: StaffRow;
    /** The client's address, for rate limits and the audit log. */
    client: string;
    /** `staff` and `client` as the audit log records them. */
    actor: Actor;
  };
}

/** The staff member as the API shows them (GET /me, sign-in). */
export function toMe(s: StaffRow) {
  return { id: s.id, email: s.email, name: s.name, role: s.role, can_refund: mayRefund(s) };
}

/** Refunds and cancellations: an owner, or staff the owner allowed (docs/adr/0054-refund-permission.md). */
export const mayRefund = (s: StaffRow) => s.role === 'owner' || s.canRefund;
