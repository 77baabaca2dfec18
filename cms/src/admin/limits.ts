import type { AppDeps } from '../deps';
import { createAdminLimits, databaseStore } from '../services/rate-limits';

/** The console's rate limits, counted in the database the shop's limiter uses (every instance shares them). */
export const adminLimits = (deps: AppDeps) => createAdminLimits(databaseStore(deps.db));
