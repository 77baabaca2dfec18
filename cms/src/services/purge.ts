import { isNotNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { sessions, verificationCodes } from '../db/schema';
import { runEvery } from './periodic';

export const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes sessions that can no longer sign anyone in (expired or revoked at sign-out) and verification
 * codes past their expiry: without this both tables grow with every sign-in and every code sent, for good.
 * Live sessions and codes are kept. Returns how many rows went.
 */
export async function purgeExpired({ db, now }: AppDeps): Promise<{ sessions: number; codes: number }> {
  const at = now();
  const deadSessions = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, at), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const deadCodes = await db
    .delete(verificationCodes)
    .where(lte(verificationCodes.expiresAt, at))
    .returning({ id: verificationCodes.id });
  return { sessions: deadSessions.length, codes: deadCodes.length };
}

/** Runs purgeExpired every hour; returns a function that stops it (see runEvery). */
export function startPurger(deps: AppDeps, intervalMs = PURGE_INTERVAL_MS): () => Promise<void> {
  return runEvery(intervalMs, 'purging expired sessions and codes', async () => {
    await purgeExpired(deps);
  });
}
