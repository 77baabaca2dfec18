import path from 'node:path';

/** Everything the CMS reads from the environment, with the defaults of .env.example. */
export interface CmsConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storefrontOrigin: string;
  storefrontRevalidateUrl: string | undefined;
  /** Secret of the storefront's POST /api/revalidate; unset means the CMS announces no changes. */
  revalidateSecret: string | undefined;
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
  /** log2 of scrypt's N for new password hashes: OWASP's 17 unless NODE_ENV=test sets PASSWORD_HASH_COST. */
  passwordHashCost: number;

  // ---- Owner's console (/admin, /api/admin) ----
  /**
   * ADMIN_ORIGINS: origins (comma-separated) whose pages may make unsafe calls to /api/admin, besides the
   * origin of CMS_PUBLIC_URL, which serves the console (e.g. a console dev server that proxies the API).
   */
  adminOrigins: string[];
}

const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
const int = (v: string | undefined, fallback: number) => {
  const n = Number(nonEmpty(v));
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const OWASP_SCRYPT_COST = 17;

function passwordHashCost(env: Record<string, string | undefined>): number {
  // Only a test run may trade hash strength for speed; production and development always use OWASP's.
  if (env.NODE_ENV !== 'test') return OWASP_SCRYPT_COST;
  const cost = Number(nonEmpty(env.PASSWORD_HASH_COST));
  return Number.isInteger(cost) && cost >= 4 && cost <= OWASP_SCRYPT_COST ? cost : OWASP_SCRYPT_COST;
}

/** The console's own origin (CMS_PUBLIC_URL's) plus ADMIN_ORIGINS; malformed entries are left out. */
function adminOrigins(list: string | undefined, port: number, publicUrl: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of [nonEmpty(publicUrl) ?? `http://localhost:${port}`, ...(list ?? '').split(',')]) {
    try {
      if (entry.trim()) origins.add(new URL(entry.trim()).origin);
    } catch {
      console.warn(`[config] ADMIN_ORIGINS: "${entry}" is not an origin; ignored`);
    }
  }
  return [...origins];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  const port = int(env.CMS_PORT, 4000);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? '.data');
  const storefrontOrigin = nonEmpty(env.STOREFRONT_ORIGIN) ?? 'http://localhost:3000';
  return {
    port,
    publicUrl: (nonEmpty(env.CMS_PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    storefrontOrigin,
    storefrontRevalidateUrl: nonEmpty(env.STOREFRONT_REVALIDATE_URL),
    revalidateSecret: nonEmpty(env.REVALIDATE_SECRET),
    sessionDays: int(env.SESSION_DAYS, 30),
    orderHoldMinutes: int(env.ORDER_HOLD_MINUTES, 15),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    allowTestPayments: nonEmpty(env.ALLOW_TEST_PAYMENTS) === '1',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailOutboxDir: path.resolve(nonEmpty(env.MAIL_OUTBOX_DIR) ?? path.join(dataDir, 'outbox')),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Himalayan Garden <hello@himalayangarden.example>',
    shopEmail: nonEmpty(env.SHOP_EMAIL) ?? 'hello@himalayangarden.example',
    production: env.NODE_ENV === 'production',
    mode: env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development',
    clientAddressSecret: nonEmpty(env.CLIENT_ADDRESS_SECRET),
    passwordHashCost: passwordHashCost(env),
    // ---- Owner's console ----
    adminOrigins: adminOrigins(env.ADMIN_ORIGINS, port, env.CMS_PUBLIC_URL),
  };
}
