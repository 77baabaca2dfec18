import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../deps';
import { staff, staffSessions } from '../../db/schema';
import { hashToken } from '../../services/sessions';
import type { StaffRow } from '../env';

export const STAFF_COOKIE = 'hg_staff';
/** The cookie goes only with calls to the console's API. */
const COOKIE_PATH = '/api/admin';
export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;
/** last_seen_at is written at most this often, so a busy console does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

const minutes = (n: number) => n * 60_000;

/**
 * Staff sessions live in the database (ADR 0040): the server can end one at sign-out, end all of a staff
 * member's at once when an owner disables them, and every CMS instance sees the same sessions.
 */
export function staffSessionStore({ db, config, now }: AppDeps) {
  const secure = config.publicUrl.startsWith('https://');
  return {
    async create(c: Context, staffId: number): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await db.insert(staffSessions).values({
        staffId,
        tokenHash: hashToken(token),
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + minutes(ABSOLUTE_HOURS * 60)),
      });
      setCookie(c, STAFF_COOKIE, token, {
        path: COOKIE_PATH,
        httpOnly: true,
        secure,
        sameSite: 'Strict',
        // The browser may drop it at the absolute end too; the server's check is what counts.
        maxAge: ABSOLUTE_HOURS * 3600,
      });
    },

    /** The staff member of a live session on this request (and marks it used), or null. */
    async staffFor(c: Context): Promise<StaffRow | null> {
      const token = getCookie(c, STAFF_COOKIE);
      if (!token || token.length > 200) return null;
      const at = now();
      const [row] = await db
        .select({ staff, sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt })
        .from(staffSessions)
        .innerJoin(staff, eq(staffSessions.staffId, staff.id))
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
            gt(staffSessions.lastSeenAt, new Date(at.getTime() - minutes(IDLE_MINUTES))),
            isNull(staff.disabledAt),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, row.sessionId));
      }
      return row.staff;
    },

    /** Ends this request's session on the server and clears the cookie. */
    async end(c: Context): Promise<void> {
      const token = getCookie(c, STAFF_COOKIE);
      if (token && token.length <= 200) {
        await db
          .update(staffSessions)
          .set({ revokedAt: now() })
          .where(eq(staffSessions.tokenHash, hashToken(token)));
      }
      deleteCookie(c, STAFF_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure, sameSite: 'Strict' });
    },

    async endAllFor(tx: AppDeps['db'], staffId: number): Promise<void> {
      await tx
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },
  };
}

export type StaffSessionStore = ReturnType<typeof staffSessionStore>;
