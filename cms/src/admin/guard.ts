import { CONSOLE_MSG } from '@common/messages';
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from '../deps';
import { clientAddress } from '../lib/client-address';
import { HttpError } from '../lib/http';
import type { AdminEnv } from './env';
import type { StaffSessionStore } from './services/sessions';

const UNSAFE = /^(POST|PUT|PATCH|DELETE)$/;
const CROSS_SITE = 'Cross-site requests to the console API are refused.';

/**
 * Unsafe calls must come from the console's own pages. Hono's csrf middleware checks Origin (or
 * Sec-Fetch-Site) for the form-like content types a cross-site form can send; on top of that any unsafe
 * call that carries an Origin or a Sec-Fetch-Site header (every browser sends them) must show the console's
 * origin and same-origin. Calls without either come from no browser (the owner command, scripts), which
 * cannot carry a victim's cookie into a forged request.
 */
export function sameOriginOnly(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  const allowed = deps.config.adminOrigins;
  const honoCsrf = csrf({ origin: allowed, secFetchSite: 'same-origin' });
  return async (c, next) => {
    if (!UNSAFE.test(c.req.method)) return next();
    const origin = c.req.header('Origin');
    const site = c.req.header('Sec-Fetch-Site');
    if (origin !== undefined && !allowed.includes(origin)) throw new HttpError(403, CROSS_SITE);
    if (site !== undefined && site !== 'same-origin') throw new HttpError(403, CROSS_SITE);
    try {
      await honoCsrf(c, next);
    } catch (err) {
      if (err instanceof HTTPException && err.status === 403) throw new HttpError(403, CROSS_SITE);
      throw err;
    }
  };
}

/** Puts the client's address and an anonymous actor on the context. */
export function withClient(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const client = clientAddress(c, deps.config);
    c.set('client', client);
    c.set('actor', { staffId: null, staffEmail: null, clientAddress: client });
    await next();
  };
}

/** 401 without a live staff session (a customer's bearer token is not one). */
export function requireStaff(sessions: StaffSessionStore): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const member = await sessions.staffFor(c);
    if (!member) throw new HttpError(401, CONSOLE_MSG.auth.signIn);
    c.set('staff', member);
    c.set('actor', { staffId: member.id, staffEmail: member.email, clientAddress: c.get('client') });
    await next();
  };
}

/** 403 for a staff member who is not an owner. */
export const requireOwner: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.get('staff').role !== 'owner') throw new HttpError(403, CONSOLE_MSG.auth.ownerOnly);
  await next();
};
