import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { clientAddressHeaders } from '@common/client-address';
import { createApp } from '../../src/app';
import { ownerSetupLink } from '../../src/admin/services/setup';
import { createAccountsTestApp, type AccountsTestApp } from './accounts';

export const ADMIN_SECRET = 'admin-tests-client-address-secret-0123456789';
export const OWNER_PASSWORD = 'saffron fields at dawn';

export interface AdminCallOptions {
  body?: unknown;
  cookie?: string;
  /** Signed client address (the CMS believes it with CLIENT_ADDRESS_SECRET): several clients in one test. */
  client?: string;
  headers?: Record<string, string>;
  raw?: RequestInit['body'];
}

export interface AdminResult {
  status: number;
  body: Record<string, unknown> & unknown[];
  headers: Headers;
  text: string;
}

export interface AdminTestApp extends AccountsTestApp {
  /** The waits the sign-in slowdown asked for, in milliseconds. */
  slept: number[];
  admin(method: string, path: string, opts?: AdminCallOptions): Promise<AdminResult>;
  /** Creates the owner (or staff) through the owner command's service and completes setup through the API. */
  enrol(email: string): Promise<{ secret: string; password: string }>;
  /** The current authenticator code for `secret` at the app's clock. */
  code(secret: string): string;
  /** Signs in and returns the `hg_staff=...` cookie (moves the clock a step so codes are never reused). */
  staffSignIn(email: string, secret: string, password?: string): Promise<string>;
}

export function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

export const setupToken = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The accounts test app (shared clock for the app and Date) with the console's helpers. */
export async function createAdminTestApp(env: Record<string, string> = {}): Promise<AdminTestApp> {
  const t = await createAccountsTestApp({ CLIENT_ADDRESS_SECRET: ADMIN_SECRET, ...env });
  const slept: number[] = [];
  // Its own app on the same database and clock, with a sleep that records instead of waiting.
  const app = createApp({
    db: t.database.db,
    config: t.config,
    mailer: t.mailer,
    now: t.clock.now,
    pause: async (ms) => {
      slept.push(ms);
    },
  });
  const admin = async (method: string, path: string, opts: AdminCallOptions = {}) => {
    // As the console's pages send them: the browser adds Origin and Sec-Fetch-Site to every unsafe call.
    const headers: Record<string, string> = {
      Origin: 'http://cms.test',
      'Sec-Fetch-Site': 'same-origin',
      ...(opts.client ? clientAddressHeaders(opts.client, ADMIN_SECRET) : {}),
      ...opts.headers,
    };
    if (opts.cookie) headers.Cookie = opts.cookie;
    let body: RequestInit['body'] = opts.raw;
    if (opts.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(`/api/admin${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = {};
    }
    return { status: res.status, body: parsed as AdminResult['body'], headers: res.headers, text };
  };
  const code = (secret: string) => codeAt(secret, t.clock.now());
  const staffSignIn = async (email: string, secret: string, password = OWNER_PASSWORD) => {
    t.advance(30_000);
    const res = await admin('POST', '/login', { body: { email, password, code: code(secret) } });
    assert.equal(res.status, 200, res.text);
    const cookie = /hg_staff=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
    assert.ok(cookie, 'sign-in sets the staff cookie');
    return cookie;
  };
  const enrol = async (email: string) => {
    const url = await ownerSetupLink(
      { db: t.database.db, config: t.config, mailer: t.mailer, now: t.clock.now },
      email,
      { staffId: null, staffEmail: 'test', clientAddress: 'test' },
    );
    const token = setupToken(url);
    const view = await admin('GET', `/setup/${token}`);
    assert.equal(view.status, 200, view.text);
    const secret = view.body.secret as unknown as string;
    const done = await admin('POST', `/setup/${token}`, {
      body: { password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD, code: code(secret) },
    });
    assert.equal(done.status, 200, done.text);
    return { secret, password: OWNER_PASSWORD };
  };
  return { ...t, app, slept, admin, enrol, code, staffSignIn };
}
