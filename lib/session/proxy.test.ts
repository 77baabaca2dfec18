/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  verifiedClientAddress,
} from '@common/client-address';
import { proxy } from './proxy';
import { SESSION_COOKIE } from './cookie';

const SITE = 'http://localhost:3000';
const CMS = 'http://cms.test';

type Seen = { url: string; init: RequestInit };
let seen: Seen[] = [];
let answer: () => Response;

beforeEach(() => {
  process.env.CMS_API_URL = CMS;
  process.env.SITE_URL = SITE;
  seen = [];
  answer = () => Response.json({ status: true, data: [] });
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    seen.push({ url: String(input), init: init ?? {} });
    return answer();
  });
});

afterEach(() => jest.restoreAllMocks());

function request(
  path: string,
  init: { method?: string; body?: unknown; origin?: string | null; cookie?: string } = {},
) {
  const headers = new Headers();
  if (init.origin !== null) headers.set('origin', init.origin ?? SITE);
  if (init.cookie) headers.set('cookie', `${SESSION_COOKIE}=${init.cookie}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return new NextRequest(`${SITE}/api/v1/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const segments = (path: string) => path.split('?')[0]!.split('/');
const authOf = (s: Seen | undefined) => new Headers(s?.init.headers).get('authorization');

describe('the CMS proxy', () => {
  it('passes on only JSON: an HTML answer of the CMS becomes a JSON 502', async () => {
    answer = () =>
      new Response('<script>alert(1)</script>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const res = await proxy(request('product/get-all-ids?ids=1'), segments('product/get-all-ids'));
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).not.toContain('<script>');
  });

  it('forwards a GET with its query string and the cookie as Bearer', async () => {
    const res = await proxy(
      request('product/get-all-ids?ids=1,2', { cookie: 'tok' }),
      segments('product/get-all-ids'),
    );
    expect(res.status).toBe(200);
    expect(seen[0]?.url).toBe(`${CMS}/api/v1/product/get-all-ids?ids=1,2`);
    expect(authOf(seen[0])).toBe('Bearer tok');
  });

  it("tells the CMS the shopper's address, signed, and no X-Forwarded-For", async () => {
    process.env.CLIENT_ADDRESS_SECRET = 'unit-client-secret';
    const req = request('user/sendVerificationCode', { method: 'POST', body: {} });
    // As proxy.ts hands it on: the address it decided; X-Forwarded-For is the client's word only.
    req.headers.set('x-shop-shopper-address', '203.0.113.9');
    req.headers.set('x-forwarded-for', '198.51.100.66');
    await proxy(req, ['user', 'sendVerificationCode']);
    const sent = new Headers(seen[0]?.init.headers);
    expect(sent.get(CLIENT_ADDRESS_HEADER)).toBe('203.0.113.9');
    expect(
      verifiedClientAddress('203.0.113.9', sent.get(CLIENT_SIGNATURE_HEADER), 'unit-client-secret'),
    ).toBe('203.0.113.9');
    expect(sent.get('x-forwarded-for')).toBeNull();
  });

  it('sends no address header without CLIENT_ADDRESS_SECRET (the CMS then counts the storefront)', async () => {
    delete process.env.CLIENT_ADDRESS_SECRET;
    const req = request('user/login', { method: 'POST', body: {} });
    req.headers.set('x-shop-shopper-address', '203.0.113.9');
    await proxy(req, ['user', 'login']);
    expect(new Headers(seen[0]?.init.headers).get(CLIENT_ADDRESS_HEADER)).toBeNull();
  });

  it('answers 404 for paths outside the allowed prefixes, without calling the CMS', async () => {
    const res = await proxy(
      request('payments/stripe/webhook', { method: 'POST', body: {} }),
      segments('payments/stripe/webhook'),
    );
    expect(res.status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('refuses a POST from another origin or without one', async () => {
    const evil = await proxy(
      request('user/update', { method: 'POST', body: {}, origin: 'https://evil.example' }),
      ['user', 'update'],
    );
    expect(evil.status).toBe(403);
    const none = await proxy(request('user/update', { method: 'POST', body: {}, origin: null }), [
      'user',
      'update',
    ]);
    expect(none.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it('keeps the token from login in an HttpOnly cookie and returns the user without it', async () => {
    const user = { id: 3, name: 'Asha', email: 'asha@example.com', stripe_cus_id: null };
    answer = () =>
      Response.json({ status: true, message: 'Logged in', data: { user, access_token: 'secret-token' } });
    const res = await proxy(
      request('user/login', { method: 'POST', body: { email: user.email, password: 'pw' } }),
      ['user', 'login'],
    );
    const body = await res.text();
    expect(body).not.toContain('secret-token');
    expect(JSON.parse(body)).toEqual({ status: true, message: 'Logged in', data: { user } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=secret-token`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('passes a failed login through unchanged and sets no cookie', async () => {
    answer = () => Response.json({ status: false, message: 'Invalid email or password' }, { status: 401 });
    const res = await proxy(request('user/login', { method: 'POST', body: {} }), ['user', 'login']);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: false, message: 'Invalid email or password' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('clears the cookie when the CMS rejects the token, and passes Retry-After through', async () => {
    answer = () => Response.json({ status: false, message: 'expired' }, { status: 401 });
    const res = await proxy(request('user/get/3', { cookie: 'old' }), ['user', 'get', '3']);
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, 'i'));

    answer = () =>
      Response.json(
        { status: false, message: 'slow down' },
        { status: 429, headers: { 'Retry-After': '42' } },
      );
    const limited = await proxy(request('user/sendVerificationCode', { method: 'POST', body: {} }), [
      'user',
      'sendVerificationCode',
    ]);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
  });

  it('logs out on the CMS with the token and clears the cookie', async () => {
    const res = await proxy(request('user/logout', { method: 'POST', body: {}, cookie: 'tok' }), [
      'user',
      'logout',
    ]);
    expect(res.status).toBe(200);
    expect(seen[0]?.url).toBe(`${CMS}/api/v1/user/logout`);
    expect(authOf(seen[0])).toBe('Bearer tok');
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('answers 502 when the CMS cannot be reached', async () => {
    answer = () => {
      throw new TypeError('fetch failed');
    };
    const res = await proxy(request('product/get-all-ids?ids=1'), ['product', 'get-all-ids']);
    expect(res.status).toBe(502);
    expect((await res.json()).status).toBe(false);
  });
});
