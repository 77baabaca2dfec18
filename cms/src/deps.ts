import type { CmsConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './services/mailer';

/** What every route and service is built from; tests pass their own (fresh database, fake clock, fakes). */
export interface AppDeps {
  db: Db;
  config: CmsConfig;
  mailer: Mailer;
  /** The current time; tests move it forward to expire codes and holds. */
  now: () => Date;
}
