import { Hono, type Context } from 'hono';
import {
  changePasswordSchema,
  checkCodeSchema,
  confirmEmailChangeSchema,
  emailOnlySchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  sendSignupCodeSchema,
} from '@common/contract';
import { ACCOUNT_MSG, ACCOUNT_SAFETY_MSG, CMS_MSG } from '@common/messages';
import type { AppDeps } from '../deps';
import { clientAddress } from '../lib/client-address';
import { HttpError, jsonBody } from '../lib/http';
import { accountService, toProfile } from '../services/accounts';
import { prepareDummyHash } from '../services/passwords';
import { createAccountLimits, databaseStore } from '../services/rate-limits';
import { requireUser, sessionStore } from '../services/sessions';

/** The accounts calls of the contract (shared/cms-api.md, "Accounts"). */
export function userRoutes(deps: AppDeps) {
  const accounts = accountService(deps, createAccountLimits(databaseStore(deps.db)));
  const sessions = sessionStore(deps);
  const address = (c: Context) => clientAddress(c, deps.config);
  void prepareDummyHash(deps.config.passwordHashCost);
  const app = new Hono();

  app.post('/user/login', async (c) => {
    const { email, password } = await jsonBody(c, loginSchema);
    const data = await accounts.login(email, password, address(c));
    return c.json({ status: true, message: ACCOUNT_MSG.loggedIn, data });
  });

  app.post('/user/logout', async (c) => {
    const { token } = await requireUser(c, deps);
    await sessions.revoke(token);
    return c.json({ status: true });
  });

  app.post('/user/register/send-verifycode', async (c) => {
    const input = await jsonBody(c, sendSignupCodeSchema);
    await accounts.sendSignupCode(input, address(c));
    return c.json({ status: true, message: ACCOUNT_MSG.signupCodeSent });
  });

  app.post('/user/register', async (c) => {
    const input = await jsonBody(c, registerSchema);
    const user = await accounts.register(input, address(c));
    return c.json({ status: true, message: ACCOUNT_MSG.created, data: { user } }, 201);
  });

  app.post('/user/sendVerificationCode', async (c) => {
    const { email } = await jsonBody(c, emailOnlySchema);
    await accounts.sendResetCode(email, address(c));
    return c.json({ status: true, message: ACCOUNT_MSG.resetCodeSent });
  });

  app.post('/user/checkVerificationCode', async (c) => {
    const { email, verification_code } = await jsonBody(c, checkCodeSchema);
    await accounts.checkResetCode(email, verification_code, address(c));
    return c.json({ status: true });
  });

  app.post('/user/forgotPassword/changepassword', async (c) => {
    const input = await jsonBody(c, changePasswordSchema);
    await accounts.resetPassword(input.email, input.verification_code, input.newpassword, address(c));
    return c.json({ status: true, message: ACCOUNT_MSG.passwordChanged });
  });

  app.get('/user/get/:id', async (c) => {
    const { user } = await requireUser(c, deps);
    const id = c.req.param('id');
    if (!/^\d{1,10}$/.test(id)) throw new HttpError(400, CMS_MSG.users.badId);
    // Whether another id exists is nobody's business: every other id is the same 403.
    if (Number(id) !== user.id) throw new HttpError(403, CMS_MSG.users.notYours);
    return c.json({ status: true, data: { user: toProfile(user) } });
  });

  app.post('/user/update', async (c) => {
    const { user } = await requireUser(c, deps);
    const input = await jsonBody(c, profileUpdateSchema);
    const { profile, message } = await accounts.updateProfile(user, input, address(c));
    return c.json({ status: true, message, data: { user: profile } });
  });

  // Extension of the contract: the second step of an email change (services/accounts/profile.ts).
  app.post('/user/update/confirm-email', async (c) => {
    const { user } = await requireUser(c, deps);
    const { verification_code } = await jsonBody(c, confirmEmailChangeSchema);
    const profile = await accounts.confirmEmailChange(user, verification_code, address(c));
    return c.json({ status: true, message: ACCOUNT_SAFETY_MSG.emailChanged, data: { user: profile } });
  });

  return app;
}
