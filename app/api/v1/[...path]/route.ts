import type { NextRequest } from 'next/server';
import { proxy } from '@/lib/session/proxy';

/**
 * The browser's door to the CMS API: adds the session cookie's token as Bearer, so the token never
 * reaches page scripts. See lib/session/proxy.ts for the rules (allowed paths, Origin check, login/logout).
 */
type Ctx = { params: Promise<{ path: string[] }> };

export async function GET(req: NextRequest, ctx: Ctx) {
  return proxy(req, (await ctx.params).path);
}

export async function POST(req: NextRequest, ctx: Ctx) {
  return proxy(req, (await ctx.params).path);
}
