import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../src/db/schema';
import { clientAddressHeaders } from '@common/client-address';
import { ADMIN_SECRET, createAdminTestApp, OWNER_PASSWORD, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { listening, requestFrom, type RequestFrom } from './support/real-server';

/**
 * The client's address at the CMS behind a reverse proxy (issue 39, TRUST_PROXY_HOPS, docs/adr/0045): the
 * console counts and audits the address the proxy appended, never the proxy's own, nor what a client wrote.
 */
const OWNER = 'owner@proxy.example';
const CLERK = 'clerk@proxy.example';
const STRANGER = '127.0.0.5';

/** A reverse proxy as a load balancer is: it appends the address it got each request from. */
async function appendingProxy(targetPort: number) {
  const server = http.createServer((req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Via = (req: RequestFrom) => ReturnType<typeof requestFrom>;
const signIn = (via: Via, from: string, email: string, password: string, code: string, xff?: string) =>
  via({
    from,
    method: 'POST',
    path: '/api/admin/login',
    body: { email, password, code },
    headers: xff === undefined ? {} : { 'X-Forwarded-For': xff },
  });

async function auditedAddresses(t: AdminTestApp, action: string, email: string) {
  const rows = await t.database.db
    .select({ address: adminAuditLog.clientAddress })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.staffEmail, email)));
  return [...new Set(rows.map((r) => r.address))];
}

describe(`the console behind one appending proxy, TRUST_PROXY_HOPS=1 (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cms: Awaited<ReturnType<typeof listening>>;
  let proxy: Awaited<ReturnType<typeof appendingProxy>>;
  let owner: { secret: string };
  let clerk: { secret: string };
  const viaProxy: Via = (req) => requestFrom(proxy.port, req);
  const direct: Via = (req) => requestFrom(cms.port, req);

  before(async () => {
    t = await createAdminTestApp({ TRUST_PROXY_HOPS: '1' });
    owner = await t.enrol(OWNER);
    clerk = await t.enrol(CLERK);
    cms = await listening(t);
    proxy = await appendingProxy(cms.port);
  });
  after(async () => {
    await proxy.close();
    await cms.close();
    await t.close();
  });

  it('blocks only the stranger, even when the stranger writes a staff address into X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(viaProxy, STRANGER, OWNER, 'a guess', '000000', '127.0.0.6');
      assert.equal(wrong.status, 401, `attempt ${i + 1}`);
    }
    assert.equal((await signIn(viaProxy, STRANGER, OWNER, 'a guess', '000000')).status, 429);
    t.advance(30_000);
    const staff = await signIn(viaProxy, '127.0.0.6', OWNER, OWNER_PASSWORD, t.code(owner.secret));
    assert.equal(staff.status, 200, JSON.stringify(staff.body));
  });

  it('keeps the rest of the staff signing in after 20 more of the stranger’s failures', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await signIn(viaProxy, STRANGER, `someone${i}@proxy.example`, 'a guess', '000000');
      assert.ok(res.status === 401 || res.status === 429, `attempt ${i + 1}: ${res.status}`);
    }
    assert.equal((await signIn(viaProxy, STRANGER, 'other@proxy.example', 'x', '000000')).status, 429);
    t.advance(30_000);
    const staff = await signIn(viaProxy, '127.0.0.7', CLERK, OWNER_PASSWORD, t.code(clerk.secret));
    assert.equal(staff.status, 200, JSON.stringify(staff.body));
  });

  it('audits the client’s address, not the proxy’s', async () => {
    assert.deepEqual(await auditedAddresses(t, 'login.failed', OWNER), [STRANGER]);
    assert.deepEqual(await auditedAddresses(t, 'login', OWNER), ['127.0.0.6']);
    assert.deepEqual(await auditedAddresses(t, 'login', CLERK), ['127.0.0.7']);
  });

  it('on the shopper routes, believes a signed address first and the proxy rule without one', async () => {
    const customer = await t.signUp();
    const login = (from: string, password: string, headers: Record<string, string> = {}) =>
      viaProxy({
        from,
        method: 'POST',
        path: '/api/v1/user/login',
        body: { email: customer.email, password },
        headers,
      });
    for (let i = 0; i < 5; i++) assert.equal((await login(STRANGER, 'a guess')).status, 401);
    assert.equal((await login(STRANGER, customer.password)).status, 429, 'the stranger’s pair is blocked');
    assert.equal((await login('127.0.0.6', customer.password)).status, 200, 'the customer elsewhere is not');
    const signed = clientAddressHeaders('192.0.2.50', ADMIN_SECRET);
    assert.equal((await login(STRANGER, customer.password, signed)).status, 200, 'the signed address wins');
  });

  it('falls back to the socket for a malformed or duplicated X-Forwarded-For, never 500', async () => {
    const email = 'malformed@proxy.example';
    const malformed: (string | string[])[] = [
      'garbage',
      '',
      ' , ,',
      '999.1.1.1',
      '127.0.0.1; DROP TABLE staff',
      'x'.repeat(6000),
      ['203.0.113.7', 'not-an-ip'],
      ['203.0.113.7', ''],
    ];
    for (const xff of malformed) {
      const res = await direct({
        from: '127.0.0.9',
        method: 'POST',
        path: '/api/admin/login',
        body: { email, password: 'a guess', code: '000000' },
        headers: { 'X-Forwarded-For': xff },
      });
      assert.ok(
        res.status === 401 || res.status === 429,
        `${JSON.stringify(xff).slice(0, 40)}: ${res.status}`,
      );
    }
    assert.deepEqual(await auditedAddresses(t, 'login.failed', email), ['127.0.0.9']);
  });
});

describe(`the console without a proxy, TRUST_PROXY_HOPS=0 (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cms: Awaited<ReturnType<typeof listening>>;
  let owner: { secret: string };

  before(async () => {
    t = await createAdminTestApp();
    owner = await t.enrol(OWNER);
    cms = await listening(t);
  });
  after(async () => {
    await cms.close();
    await t.close();
  });

  it('ignores the X-Forwarded-For a client sends: its socket address is counted and audited', async () => {
    const direct: Via = (req) => requestFrom(cms.port, req);
    for (let i = 0; i < 5; i++) {
      const res = await signIn(direct, STRANGER, OWNER, 'a guess', '000000', `198.51.100.${i + 1}`);
      assert.equal(res.status, 401, `attempt ${i + 1}`);
    }
    assert.equal((await signIn(direct, STRANGER, OWNER, 'a guess', '000000', '198.51.100.99')).status, 429);
    t.advance(30_000);
    const staff = await signIn(direct, '127.0.0.6', OWNER, OWNER_PASSWORD, t.code(owner.secret), STRANGER);
    assert.equal(staff.status, 200, JSON.stringify(staff.body));
    assert.deepEqual(await auditedAddresses(t, 'login.failed', OWNER), [STRANGER]);
    assert.deepEqual(await auditedAddresses(t, 'login', OWNER), ['127.0.0.6']);
  });
});
