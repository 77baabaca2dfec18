import { isNotNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { sessions, verificationCodes } from '../db/schema';

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

/**
 * Runs purgeExpired every hour (never two runs at once); returns a function that stops it and resolves
 * once a run under way has finished, so the database can be closed after it.
 */
export function startPurger(deps: AppDeps, intervalMs = PURGE_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= purgeExpired(deps)
      .then(() => undefined)
      .catch((err: unknown) => console.error('[cms] purging expired sessions and codes failed:', err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
