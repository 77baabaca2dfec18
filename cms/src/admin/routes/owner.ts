import { CMS_MSG } from '@common/messages';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@common/contract';
import type { AppDeps } from '../../deps';
import { HttpError, jsonBody } from '../../lib/http';
import type { AdminEnv } from '../env';
import { isOwnControlSecret } from '../services/control-file';
import { ownerSetupLink } from '../services/setup';

export const OWNER_COMMAND_HEADER = 'x-owner-command-secret';
export const OWNER_COMMAND_ACTOR = 'npm run owner';

const ownerCommandSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL_PATTERN, 'Invalid email address')),
});

const isLoopback = (address: string | undefined) =>
  address === '::1' || address?.startsWith('127.') === true || address?.startsWith('::ffff:127.') === true;

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * POST /owner-command: `npm run owner` on this machine asks the running CMS for an owner's setup link. Only
 * from a loopback socket (never a signed shopper address) and only with the secret of this CMS's control
 * file, which only the user running it can read. Anything else is a plain 404.
 */
export function ownerCommandRoute(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.post('/owner-command', async (c) => {
    const local = isLoopback(socketAddress(c));
    if (!local || !isOwnControlSecret(deps.config.dataDir, c.req.header(OWNER_COMMAND_HEADER))) {
      throw new HttpError(404, CMS_MSG.request.notFound);
    }
    const { email } = await jsonBody(c, ownerCommandSchema);
    const actor = { staffId: null, staffEmail: OWNER_COMMAND_ACTOR, clientAddress: 'local' };
    return c.json({ email: email.toLowerCase(), url: await ownerSetupLink(deps, email, actor) });
  });
  return app;
}
