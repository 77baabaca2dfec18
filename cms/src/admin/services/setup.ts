import { CONSOLE_MSG } from '@common/messages';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AdminSetupInput, StaffRole } from '@common/contract/admin';
import type { AppDeps } from '../../deps';
import { staff, staffSetupTokens } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { isCommonPassword } from '../../services/common-passwords';
import { hashPassword } from '../../services/passwords';
import { hashToken } from '../../services/sessions';
import { audit, type Actor } from './audit';
import type { StaffRow } from '../env';
import { staffSessionStore } from './sessions';
import { newTotpSecret, otpauthUrl, totpStep } from './totp';

export const SETUP_LINK_HOURS = 24;

const SETUP_MSG = CONSOLE_MSG.setup;

/** `<CMS_PUBLIC_URL>/admin/#/setup/<token>`: the console's setup page for this link. */
export const setupUrl = (publicUrl: string, token: string) => `${publicUrl}/admin/#/setup/${token}`;

/**
 * A new one-time setup link for `staffId`, valid 24 hours, with a fresh authenticator secret. Earlier links
 * of the same person stop working, so only the newest one printed or mailed can be used.
 */
export async function issueSetupToken(deps: AppDeps, tx: AppDeps['db'], staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = deps.now();
  await tx
    .update(staffSetupTokens)
    .set({ usedAt: at })
    .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  await tx.insert(staffSetupTokens).values({
    staffId,
    tokenHash: hashToken(token),
    totpSecret: newTotpSecret(),
    expiresAt: new Date(at.getTime() + SETUP_LINK_HOURS * 3600_000),
  });
  return setupUrl(deps.config.publicUrl, token);
}

/**
 * What `npm run owner -- --email <address>` does: creates the owner (or makes an existing staff member an
 * owner again, enabled) and returns a new setup link.
 */
export async function ownerSetupLink(deps: AppDeps, email: string, actor: Actor): Promise<string> {
  const address = email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.email, address)).limit(1);
    const [row] = await tx
      .insert(staff)
      .values({ email: address, name: before?.name ?? address.split('@')[0] ?? address, role: 'owner' })
      .onConflictDoUpdate({ target: staff.email, set: { role: 'owner', disabledAt: null } })
      .returning();
    if (!row) throw new Error('the owner row was not written');
    await audit(tx, actor, deps.now(), {
      action: before ? 'owner.setup_link' : 'owner.create',
      entity: 'staff',
      entityId: row.id,
      before: before ? publicStaff(before) : null,
      after: publicStaff(row),
    });
    return issueSetupToken(deps, tx, row.id);
  });
}

export function publicStaff(s: StaffRow) {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    role: s.role as StaffRole,
    can_refund: s.canRefund,
    status: s.disabledAt ? 'disabled' : s.passwordHash ? 'active' : 'invited',
    created_at: s.createdAt.toISOString(),
  };
}

/** The live setup link behind `token`, with its staff member, or null. */
export async function findSetup(deps: AppDeps, token: string) {
  if (token.length > 200) return null;
  const [row] = await deps.db
    .select({ link: staffSetupTokens, member: staff })
    .from(staffSetupTokens)
    .innerJoin(staff, eq(staffSetupTokens.staffId, staff.id))
    .where(
      and(
        eq(staffSetupTokens.tokenHash, hashToken(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, deps.now()),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function setupView(found: NonNullable<Awaited<ReturnType<typeof findSetup>>>) {
  const { link, member } = found;
  return {
    email: member.email,
    secret: link.totpSecret,
    otpauth_url: otpauthUrl(link.totpSecret, member.email),
  };
}

/**
 * Sets the password and enrols the authenticator of the link's staff member; the link is used up and any
 * session they had ends. 422 with field errors for a common password or a wrong code (`wrongCode` says
 * which, so the caller counts only wrong codes as guesses).
 */
export async function completeSetup(
  deps: AppDeps,
  found: NonNullable<Awaited<ReturnType<typeof findSetup>>>,
  input: AdminSetupInput,
  actor: Actor,
): Promise<{ email: string }> {
  const { link, member } = found;
  if (isCommonPassword(input.password)) {
    throw new HttpError(422, SETUP_MSG.common, { password: SETUP_MSG.common });
  }
  const step = totpStep(link.totpSecret, input.code, deps.now());
  if (step === null) throw new HttpError(422, SETUP_MSG.code, { code: SETUP_MSG.code });
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const sessions = staffSessionStore(deps);
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(staffSetupTokens)
      .set({ usedAt: deps.now() })
      .where(and(eq(staffSetupTokens.id, link.id), isNull(staffSetupTokens.usedAt)))
      .returning({ id: staffSetupTokens.id });
    // A second submit of the same link racing this one finds it used.
    if (used.length === 0) throw new HttpError(404, SETUP_MSG.unknown);
    await tx
      .update(staff)
      .set({ passwordHash, totpSecret: link.totpSecret, totpLastStep: step })
      .where(eq(staff.id, member.id));
    await sessions.endAllFor(tx, member.id);
    await audit(tx, { ...actor, staffId: member.id, staffEmail: member.email }, deps.now(), {
      action: 'setup',
      entity: 'staff',
      entityId: member.id,
    });
  });
  return { email: member.email };
}
