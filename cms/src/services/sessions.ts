import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { CMS_MSG } from '@common/messages';
import type { AppDeps } from '../deps';
import { sessions, users } from '../db/schema';
import { HttpError } from '../lib/http';

/** Access tokens are 256-bit random values; only their SHA-256 is stored, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionUserRow = typeof users.$inferSelect;

export function sessionStore({ db, config, now }: AppDeps) {
  return {
    async create(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + config.sessionDays * 24 * 60 * 60 * 1000);
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
      return token;
    },

    /** The user behind a live (unexpired, unrevoked) token, or null. */
    async userFor(token: string): Promise<SessionUserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
          ),
        )
        .limit(1);
      return row?.user ?? null;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },

    async revokeAllFor(userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

function bearerOf(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The signed-in user when a Bearer token is sent; 401 when one is sent but is not valid; null for guests. */
export async function optionalUser(c: Context, deps: AppDeps): Promise<SessionUserRow | null> {
  const token = bearerOf(c);
  if (token === undefined) {
    if (c.req.header('Authorization')) throw new HttpError(401, CMS_MSG.session.invalidToken);
    return null;
  }
  const user = await sessionStore(deps).userFor(token);
  if (!user) throw new HttpError(401, CMS_MSG.session.expired);
  return user;
}

/** The signed-in user, or 401. */
export async function requireUser(
  c: Context,
  deps: AppDeps,
): Promise<{ user: SessionUserRow; token: string }> {
  const token = bearerOf(c);
  if (!token) throw new HttpError(401, CMS_MSG.session.signIn);
  const user = await sessionStore(deps).userFor(token);
  if (!user) throw new HttpError(401, CMS_MSG.session.expired);
  return { user, token };
}
