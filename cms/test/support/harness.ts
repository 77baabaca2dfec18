import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../src/app';
import { loadConfig, type CmsConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import type { MailMessage, Mailer } from '../../src/services/mailer';

/**
 * Which database the CMS tests run on: `CMS_TEST_DB=postgres` uses a brand-new database on
 * TEST_DATABASE_URL's server for each test file; anything else an in-memory PGlite.
 */
export const testDbKind = process.env.CMS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function freshDatabase(dataDir?: string): Promise<Database> {
  if (testDbKind === 'pglite') return openDatabase({ dataDir });
  const throwaway = await throwawayDatabaseUrl();
  const database = await openDatabase({ databaseUrl: throwaway.url });
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * A brand-new, empty database on TEST_DATABASE_URL's server for another process to open (e.g. the real
 * server started by a test); `drop()` removes it again, closing any connections still open.
 */
export async function throwawayDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('CMS_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cms_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Keeps sent mail in memory so tests can read codes and confirmations. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failNext = false;
  async send(message: MailMessage) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMTP is down');
    }
    this.sent.push(message);
  }
  last(to?: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => !to || m.to === to);
  }
}

/** A clock tests can move forward. */
export class TestClock {
  constructor(public current = new Date('2026-11-01T12:00:00Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

type App = ReturnType<typeof createApp>;

export interface TestApp {
  app: App;
  database: Database;
  config: CmsConfig;
  mailer: MemoryMailer;
  clock: TestClock;
  /** Sends a request and parses the JSON body. */
  call(method: string, url: string, opts?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * The request behind every test's `call()`: `url` under /api/v1, a bearer token and a JSON body when given,
 * the answer parsed as JSON (a non-JSON answer fails with what came back).
 */
export async function callApp(
  app: App,
  method: string,
  url: string,
  opts: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await app.request(`/api/v1${url}`, { method, headers, body });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${method} ${url} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The tests' configuration: data in `dataDir`, no purges sent, test mode. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): CmsConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    CMS_PUBLIC_URL: 'http://cms.test',
    STOREFRONT_REVALIDATE_URL: '',
    // A test that sets a purge URL sees each purge once, unless it asks for the repeat.
    STOREFRONT_PURGE_REPEAT_MS: '0',
    // Spaced purges are revalidate.test.ts's; here each change's purge is seen at once.
    STOREFRONT_PURGE_SPACING_MS: '0',
    // Test mode: no codes printed on the console, and cheap password hashes (production uses OWASP's cost).
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    // A test of production behaviour gets the secrets production cannot start without.
    ...(env.NODE_ENV === 'production'
      ? {
          REVALIDATE_SECRET: 'test-revalidate-secret',
          CLIENT_ADDRESS_SECRET: 'test-client-address-secret',
          ORDER_LINK_SECRET: 'test-order-link-secret',
        }
      : {}),
    ...env,
  });
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-test-'));
  const config = testConfig(dataDir, env);
  const database = await freshDatabase();
  const mailer = new MemoryMailer();
  const clock = new TestClock();
  const app = createApp({ db: database.db, config, mailer, now: clock.now });
  return {
    app,
    database,
    config,
    mailer,
    clock,
    call: (method, url, opts) => callApp(app, method, url, opts),
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
