import assert from 'node:assert/strict';
import { createAdminTestApp, type AdminTestApp } from './admin';

/** A list answer's rows (react-admin's dialect: a JSON array). */
export const rowsOf = (res: { body: unknown }) => res.body as Record<string, unknown>[];

export interface ConsoleStaff {
  t: AdminTestApp;
  /** The owner's `hg_staff` cookie. */
  owner: string;
  /** A staff member's (role 'staff') cookie: the console's day-to-day work is theirs too. */
  clerk: string;
}

/** A console test app with an owner and a clerk (invited by the owner, set up through the API) signed in. */
export async function consoleWithStaff(): Promise<ConsoleStaff> {
  const t = await createAdminTestApp();
  const { secret } = await t.enrol('owner@example.com');
  const owner = await t.staffSignIn('owner@example.com', secret);
  const invited = await t.admin('POST', '/staff', {
    cookie: owner,
    body: { email: 'clerk@example.com', name: 'Clerk', role: 'staff' },
  });
  assert.equal(invited.status, 201, invited.text);
  const link = /\/admin\/#\/setup\/\S+/.exec(t.mailer.last('clerk@example.com')!.text)![0];
  const token = link.slice(link.lastIndexOf('/') + 1);
  const view = await t.admin('GET', `/setup/${token}`);
  const clerkSecret = String(view.body.secret);
  const done = await t.admin('POST', `/setup/${token}`, {
    body: { password: 'clerk pass phrase', confirm_password: 'clerk pass phrase', code: t.code(clerkSecret) },
  });
  assert.equal(done.status, 200, done.text);
  const clerk = await t.staffSignIn('clerk@example.com', clerkSecret, 'clerk pass phrase');
  return { t, owner, clerk };
}
