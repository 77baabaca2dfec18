import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { MAX_BODY_BYTES } from '@common/constants';
import { loginResponse } from '@common/contract';
import { MSG } from '@common/messages';
import { cmsBaseUrl } from '../cms-client/client';
import { SESSION_COOKIE, sessionCookieOptions } from './cookie';
import { readLimitedBody } from './limited-body';
import { isSameOrigin } from './origin';
import { proxiedPath } from './proxy-path';
import { signedClientAddressHeaders } from './client-address';

function failure(status: number, message: string, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(
    { status: false, message },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

function clearSession(res: NextResponse): NextResponse {
  res.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0));
  return res;
}

/** Sends one call on to the CMS, with the session cookie's token as Bearer. */
async function forward(
  req: NextRequest,
  path: string,
  token: string | undefined,
  body: string | undefined,
): Promise<Response | null> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The CMS rate-limits sign-ins and code mails per client address: tell it the shopper's, signed, or it
  // would count the storefront's own.
  Object.assign(headers, signedClientAddressHeaders(req.headers));
  try {
    return await fetch(`${cmsBaseUrl()}/api/v1/${path}${req.nextUrl.search}`, {
      method: req.method,
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    return null;
  }
}

/**
 * Copies the CMS's answer (status, JSON body, Retry-After) into the storefront's response. Only JSON, which
 * is all the contract answers: anything else (an HTML error page of a proxy, the test processor's page) is
 * never served from the storefront's origin.
 */
async function relay(upstream: Response): Promise<NextResponse> {
  const type = upstream.headers.get('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    await upstream.body?.cancel();
    return failure(502, 'Unexpected answer from the server');
  }
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-store' };
  const retryAfter = upstream.headers.get('Retry-After');
  if (retryAfter) headers['Retry-After'] = retryAfter;
  return new NextResponse(await upstream.text(), { status: upstream.status, headers });
}

/** The body, or a 413 that closes the connection: what is left of the body is never read. */
async function readBody(req: NextRequest): Promise<string | NextResponse> {
  const tooLarge = () => failure(413, MSG.bodyTooLarge, { Connection: 'close' });
  if (Number(req.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return tooLarge();
  const read = await readLimitedBody(req.body);
  return 'text' in read ? read.text : tooLarge();
}

const UNREACHABLE = "The shop's server cannot be reached right now. Please try again.";

/** Login: keep the token in the HttpOnly cookie and hand the browser only the user. */
async function login(upstream: Response): Promise<NextResponse> {
  if (!upstream.ok) return relay(upstream);
  const parsed = loginResponse.safeParse(await upstream.json().catch(() => null));
  if (!parsed.success) return failure(502, 'Unexpected answer from the server');
  const { user, access_token } = parsed.data.data;
  const res = NextResponse.json(
    { status: true, message: parsed.data.message, data: { user } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
  res.cookies.set(SESSION_COOKIE, access_token, sessionCookieOptions());
  return res;
}

export async function proxy(req: NextRequest, segments: readonly string[]): Promise<NextResponse> {
  const path = proxiedPath(segments);
  if (path === null) return failure(404, 'Not found');

  let body: string | undefined;
  if (req.method === 'POST') {
    if (!isSameOrigin(req.headers.get('origin'), req.url)) return failure(403, 'Cross-site request refused');
    const read = await readBody(req);
    if (typeof read !== 'string') return read;
    body = read;
  }

  const token = req.cookies.get(SESSION_COOKIE)?.value || undefined;

  if (req.method === 'POST' && path === 'user/logout') {
    // The token dies on the CMS first; the cookie goes whatever the CMS says, so logout always works.
    if (token) await forward(req, path, token, body ?? '{}');
    return clearSession(NextResponse.json({ status: true }, { headers: { 'Cache-Control': 'no-store' } }));
  }

  const isLogin = req.method === 'POST' && path === 'user/login';
  // Login starts a new session: an old token must not ride along.
  const upstream = await forward(req, path, isLogin ? undefined : token, body);
  if (!upstream) return failure(502, UNREACHABLE);
  if (isLogin) return login(upstream);

  const res = await relay(upstream);
  // A token the CMS no longer accepts is useless: drop it so the shopper is cleanly signed out.
  if (upstream.status === 401 && token) clearSession(res);
  return res;
}
