import type { CmsConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './services/mailer';
import type { PaymentDeps } from './services/payments/provider';

/** What every route and service is built from; tests pass their own (fresh database, fake clock, fakes). */
export interface AppDeps {
  db: Db;
  config: CmsConfig;
  mailer: Mailer;
  /** The current time; tests move it forward to expire codes and holds. */
  now: () => Date;
  /** Tests inject a payment provider or a Stripe client with a fake HTTP layer; otherwise built from config. */
  payments?: PaymentDeps;
  /** Waits `ms` (sign-in slow-down); tests record the waits instead of sleeping. */
  pause?: (ms: number) => Promise<void>;
}
