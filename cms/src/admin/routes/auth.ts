import { CONSOLE_MSG } from '@common/messages';
import { formBody } from '../body';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { setTimeout as wait } from 'node:timers/promises';
import { adminLoginSchema, adminSetupSchema } from '@common/contract/admin';
import type { AppDeps } from '../../deps';
import { staff } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../services/passwords';
import { judgedUnder } from '../../services/attempt-limiter';
import type { AdminLimits } from '../../services/rate-limits';
import { audit } from '../services/audit';
import { toMe, type AdminEnv, type StaffRow } from '../env';
import { requireStaff } from '../guard';
import type { StaffSessionStore } from '../services/sessions';
import { completeSetup, findSetup, setupView } from '../services/setup';
import { totpStep } from '../services/totp';

/**
 * Takes the code's time step for the staff member unless that step (or a later one) was used already:
 * one atomic update, so two sign-ins with the same code cannot both pass.
 */
async function takeTotpStep(deps: AppDeps, member: StaffRow, code: string): Promise<boolean> {
  if (!member.totpSecret) return false;
  const step = totpStep(member.totpSecret, code, deps.now());
  if (step === null) return false;
  const taken = await deps.db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return taken.length === 1;
}

/** Password and code of a staff member who may sign in; the dummy hash keeps unknown emails as slow. */
async function checkCredentials(deps: AppDeps, email: string, password: string, code: string) {
  const [member] = await deps.db.select().from(staff).where(eq(staff.email, email)).limit(1);
  const cost = deps.config.passwordHashCost;
  if (!member?.passwordHash || member.disabledAt) {
    await verifyAgainstDummy(password, cost);
    return { member, ok: false };
  }
  if (!(await verifyPassword(password, member.passwordHash))) return { member, ok: false };
  return { member, ok: await takeTotpStep(deps, member, code) };
}

/**
 * Email, password and authenticator code; a failure (whichever part) is counted per account and client,
 * audited and answered alike.
 */
async function signIn(
  deps: AppDeps,
  sessions: StaffSessionStore,
  limits: AdminLimits,
  sleep: (ms: number) => Promise<unknown>,
  c: Context<AdminEnv>,
) {
  const input = await formBody(c, adminLoginSchema);
  const email = input.email.toLowerCase();
  const client = c.get('client');
  // Taken before the slow password check, so a burst is counted attempt by attempt (docs/adr/0044).
  const attempt = await limits.signIn.take(email, client);
  const { member, ok } = await judgedUnder(attempt, async () => {
    if (attempt.pauseMs > 0) await sleep(attempt.pauseMs);
    return checkCredentials(deps, email, input.password, input.code);
  });
  if (!ok || !member) {
    await attempt.failed();
    await audit(
      deps.db,
      { staffId: member?.id ?? null, staffEmail: email.slice(0, 254), clientAddress: client },
      deps.now(),
      {
        action: 'login.failed',
        entity: 'staff',
        entityId: member?.id ?? null,
      },
    );
    throw new HttpError(401, CONSOLE_MSG.auth.loginFailed);
  }
  await attempt.succeeded();
  await sessions.create(c, member.id);
  await audit(deps.db, { staffId: member.id, staffEmail: member.email, clientAddress: client }, deps.now(), {
    action: 'login',
    entity: 'staff',
    entityId: member.id,
  });
  return c.json(toMe(member));
}

/** The setup link's account, counting an unknown link against the client; 404 when there is none. */
async function setupOr404(deps: AppDeps, limits: AdminLimits, c: Context<AdminEnv>) {
  const attempt = await limits.setup.take('link', c.get('client'));
  const found = await judgedUnder(attempt, () => findSetup(deps, c.req.param('token') ?? ''));
  if (!found) {
    await attempt.failed();
    throw new HttpError(404, CONSOLE_MSG.setup.unknown);
  }
  await attempt.giveBack();
  return found;
}

/** Completes setup under one attempt for the link's account and client: only a wrong code is counted. */
async function completeSetupLimited(deps: AppDeps, limits: AdminLimits, c: Context<AdminEnv>) {
  const found = await setupOr404(deps, limits, c);
  const input = await formBody(c, adminSetupSchema);
  const attempt = await limits.setup.take(`staff:${found.member.id}`, c.get('client'));
  try {
    const done = await completeSetup(deps, found, input, c.get('actor'));
    await attempt.succeeded();
    return done;
  } catch (err) {
    // Only a wrong code is a guess worth counting; a refused password is the owner choosing again.
    if (err instanceof HttpError && err.errors?.code) await attempt.failed();
    else await attempt.giveBack();
    throw err;
  }
}

/** POST /login, POST /logout, GET /me, GET and POST /setup/:token. */
export function authRoutes(deps: AppDeps, sessions: StaffSessionStore, limits: AdminLimits) {
  const app = new Hono<AdminEnv>();
  const sleep = deps.pause ?? ((ms: number) => wait(ms));
  void prepareDummyHash(deps.config.passwordHashCost);

  app.post('/login', (c) => signIn(deps, sessions, limits, sleep, c));

  app.post('/logout', async (c) => {
    const member = await sessions.staffFor(c);
    await sessions.end(c);
    if (member) {
      await audit(
        deps.db,
        { staffId: member.id, staffEmail: member.email, clientAddress: c.get('client') },
        deps.now(),
        {
          action: 'logout',
          entity: 'staff',
          entityId: member.id,
        },
      );
    }
    return c.json({ ok: true });
  });

  app.get('/me', requireStaff(sessions), (c) => c.json(toMe(c.get('staff'))));

  app.get('/setup/:token', async (c) => c.json(setupView(await setupOr404(deps, limits, c))));

  app.post('/setup/:token', async (c) => c.json(await completeSetupLimited(deps, limits, c)));

  return app;
}
