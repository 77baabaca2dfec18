import path from 'node:path';
import { z } from 'zod';
import { trustProxyHops } from '@common/forwarded-address.mjs';
import { PURGE_SPACING_MS } from './services/revalidate';

/** Everything the CMS reads from the environment, with the defaults of .env.example. */
export interface CmsConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storefrontOrigin: string;
  storefrontRevalidateUrl: string | undefined;
  /**
   * Secret of the storefront's POST /api/revalidate; unset (development and tests only: production refuses
   * to start without it) means the CMS announces no changes.
   */
  revalidateSecret: string | undefined;
  /** Milliseconds after which each purge is sent again (services/revalidate.ts); 0 sends it once. */
  purgeRepeatMs: number;
  /** Least milliseconds between two purges to one storefront (services/revalidate.ts); 0 spaces none. */
  purgeSpacingMs: number;
  sessionDays: number;
  orderHoldMinutes: number;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  allowTestPayments: boolean;
  smtpUrl: string | undefined;
  mailOutboxDir: string;
  mailFrom: string;
  shopEmail: string;
  production: boolean;
  /** NODE_ENV: development prints account codes on the console; test may lower the password hash cost. */
  mode: 'production' | 'development' | 'test';
  /**
   * Shared with the storefront, which signs each shopper's address with it on its calls (see
   * common/client-address.ts); undefined: no such header is believed and rate limits count socket addresses.
   */
  clientAddressSecret: string | undefined;
  /**
   * ORDER_LINK_SECRET: the HMAC key of the signed links in guests' order mails (docs/adr/0085). Unset
   * (development and tests only) means a key made at random per process: links stop working at a restart.
   */
  orderLinkSecret: string | undefined;
  /** TRUST_PROXY_HOPS: reverse proxies in front of the CMS (docs/adr/0045). */
  trustProxyHops: number;
  /** log2 of scrypt's N for new password hashes: OWASP's 17 unless NODE_ENV=test sets PASSWORD_HASH_COST. */
  passwordHashCost: number;

  // ---- Owner's console (/admin, /api/admin) ----
  /**
   * ADMIN_ORIGINS: origins (comma-separated) whose pages may make unsafe calls to /api/admin, besides the
   * origin of CMS_PUBLIC_URL, which serves the console (e.g. a console dev server that proxies the API).
   */
  adminOrigins: string[];
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const OWASP_SCRYPT_COST = 17;

/**
 * A value the CMS cannot run with. Its message names the variable, so a typo in a deployment stops the
 * process at start instead of quietly running on a default (docs/adr/0009-cms-environment-schema.md).
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The CMS's environment has ${problems.length === 1 ? 'a bad value' : 'bad values'}:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ConfigError';
  }
}

/** The console's own origin (CMS_PUBLIC_URL's) plus ADMIN_ORIGINS; malformed entries are left out. */
function adminOrigins(list: string | undefined, port: number, publicUrl: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of [publicUrl?.trim() || `http://localhost:${port}`, ...(list ?? '').split(',')]) {
    try {
      if (entry.trim()) origins.add(new URL(entry.trim()).origin);
    } catch {
      console.warn(`[config] ADMIN_ORIGINS: "${entry}" is not an origin; ignored`);
    }
  }
  return [...origins];
}

// An empty or blank variable is unset, as in .env.example, where every optional variable is listed empty.
const blank = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v);
const text = () => z.preprocess(blank, z.string().optional());
const whole = (min: number, max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`))
      .optional(),
  );
const url = (protocol: RegExp, what: string) =>
  z.preprocess(blank, z.url({ protocol, error: `must be ${what}` }).optional());
const web = () => url(/^https?$/, 'an http:// or https:// address');

/** One entry per variable: the names are the environment's, so a problem's path is the variable to fix. */
const envSchema = z.object({
  NODE_ENV: text(),
  CMS_PORT: whole(1, 65535),
  CMS_PUBLIC_URL: web(),
  DATA_DIR: text(),
  DATABASE_URL: url(/^postgres(ql)?$/, 'a postgres:// or postgresql:// address'),
  STOREFRONT_ORIGIN: web(),
  STOREFRONT_REVALIDATE_URL: web(),
  REVALIDATE_SECRET: text(),
  STOREFRONT_PURGE_REPEAT_MS: whole(0, 60_000),
  STOREFRONT_PURGE_SPACING_MS: whole(0, 60_000),
  SESSION_DAYS: whole(1, 3650),
  ORDER_HOLD_MINUTES: whole(1, 24 * 60),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  ALLOW_TEST_PAYMENTS: z.preprocess(
    blank,
    z.enum(['0', '1'], { error: 'must be 1 (allow) or 0' }).optional(),
  ),
  SMTP_URL: url(/^smtps?$/, 'an smtp:// or smtps:// address'),
  MAIL_OUTBOX_DIR: text(),
  MAIL_FROM: text(),
  SHOP_EMAIL: z.preprocess(blank, z.email({ error: 'must be an email address' }).optional()),
  CLIENT_ADDRESS_SECRET: text(),
  ORDER_LINK_SECRET: z.preprocess(
    blank,
    z.string().min(16, 'must be at least 16 characters (a random key)').optional(),
  ),
  // The storefront's rule and message (common/forwarded-address.mjs), so both read the variable alike.
  TRUST_PROXY_HOPS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return trustProxyHops(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number ≥ 0 (reverse proxies in front)' });
        return z.NEVER;
      }
    }),
  PASSWORD_HASH_COST: text(),
  // ---- Owner's console ----
  ADMIN_ORIGINS: text(),
});

type Env = z.infer<typeof envSchema>;

/** Weaker hashes only in a test run, and then only within scrypt's sensible range; elsewhere ignored. */
const hashCostSchema = whole(4, OWASP_SCRYPT_COST);

// Connection strings may carry a password: their value is never echoed to a log.
const SECRET_BEARING = new Set(['DATABASE_URL', 'SMTP_URL']);

function problem(name: string, message: string | undefined, env: Record<string, string | undefined>): string {
  const shown = SECRET_BEARING.has(name)
    ? 'its value is not shown'
    : `it is ${JSON.stringify(env[name] ?? '')}`;
  return `${name} ${message ?? 'is not valid'} (${shown})`;
}

function describe(issues: z.core.$ZodIssue[], env: Record<string, string | undefined>): string[] {
  return issues.map((issue) => problem(String(issue.path[0] ?? '?'), issue.message, env));
}

/**
 * Secrets a CMS in production refuses to start without (docs/adr/0070): without REVALIDATE_SECRET no purge
 * reaches the storefront (pages keep old stock); without CLIENT_ADDRESS_SECRET no shopper's address is
 * believed (every shopper shares the storefront's rate limits). Development and tests may run without.
 */
const PRODUCTION_SECRETS = ['REVALIDATE_SECRET', 'CLIENT_ADDRESS_SECRET', 'ORDER_LINK_SECRET'] as const;

function missingProductionSecrets(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return PRODUCTION_SECRETS.filter((name) => !env[name]?.trim()).map((name) =>
    name === 'ORDER_LINK_SECRET'
      ? `${name} must be set in production: it signs the order links in guests' mails`
      : `${name} must be set in production, to the same value as the storefront's`,
  );
}

function parse(env: Record<string, string | undefined>): Env & { passwordHashCost: number } {
  const result = envSchema.safeParse(env);
  const problems = result.success ? [] : describe(result.error.issues, env);
  let passwordHashCost = OWASP_SCRYPT_COST;
  // Only a test run may trade hash strength for speed; production and development always use OWASP's.
  if (env.NODE_ENV === 'test') {
    const cost = hashCostSchema.safeParse(env.PASSWORD_HASH_COST);
    if (!cost.success) problems.push(problem('PASSWORD_HASH_COST', cost.error.issues[0]?.message, env));
    else if (cost.data !== undefined) passwordHashCost = cost.data;
  }
  problems.push(...missingProductionSecrets(env));
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return { ...result.data, passwordHashCost };
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  const e = parse(env);
  const port = e.CMS_PORT ?? 4000;
  const dataDir = path.resolve(e.DATA_DIR ?? '.data');
  return {
    port,
    publicUrl: (e.CMS_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    storefrontOrigin: e.STOREFRONT_ORIGIN ?? 'http://localhost:3000',
    storefrontRevalidateUrl: e.STOREFRONT_REVALIDATE_URL,
    revalidateSecret: e.REVALIDATE_SECRET,
    purgeRepeatMs: e.STOREFRONT_PURGE_REPEAT_MS ?? 2000,
    purgeSpacingMs: e.STOREFRONT_PURGE_SPACING_MS ?? PURGE_SPACING_MS,
    sessionDays: e.SESSION_DAYS ?? 30,
    orderHoldMinutes: e.ORDER_HOLD_MINUTES ?? 15,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    allowTestPayments: e.ALLOW_TEST_PAYMENTS === '1',
    smtpUrl: e.SMTP_URL,
    mailOutboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    mailFrom: e.MAIL_FROM ?? 'Himalayan Garden <hello@himalayangarden.example>',
    shopEmail: e.SHOP_EMAIL ?? 'hello@himalayangarden.example',
    production: e.NODE_ENV === 'production',
    mode: e.NODE_ENV === 'production' || e.NODE_ENV === 'test' ? e.NODE_ENV : 'development',
    clientAddressSecret: e.CLIENT_ADDRESS_SECRET,
    orderLinkSecret: e.ORDER_LINK_SECRET,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    passwordHashCost: e.passwordHashCost,
    // ---- Owner's console ----
    adminOrigins: adminOrigins(e.ADMIN_ORIGINS, port, e.CMS_PUBLIC_URL),
  };
}

/**
 * loadConfig for an entry point: a bad environment prints what to fix, without a stack trace, and stops
 * the process with exit code 1.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): CmsConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`[cms] ${err.message}`);
    process.exit(1);
  }
}
