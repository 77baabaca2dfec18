// @ts-check
// The secrets a storefront in production cannot run without. Without CLIENT_ADDRESS_SECRET the CMS believes no
// shopper's address and every shopper shares the storefront's rate limits (a stranger's wrong passwords lock
// a customer out); without REVALIDATE_SECRET purges are refused and pages keep old stock. So instead of
// running on, the server stops at start, naming the variable (instrumentation.ts, on every host).

/** Shared with the CMS (scripts/lib/stack.mjs SHARED_SECRETS makes them for `npm run shop`). */
export const REQUIRED_SECRETS = /** @type {const} */ (['CLIENT_ADDRESS_SECRET', 'REVALIDATE_SECRET']);

/**
 * The required secrets that are unset or blank, in production only; [] elsewhere and while `next build`
 * runs (the build loads the server code but serves nobody).
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function missingSecrets(env) {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return [];
  return REQUIRED_SECRETS.filter((name) => !env[name]?.trim());
}

/**
 * Throws, naming each missing secret, when the storefront must not start.
 *
 * @param {Record<string, string | undefined>} env
 */
export function assertSecrets(env) {
  const missing = missingSecrets(env);
  if (missing.length > 0) {
    throw new Error(
      `The storefront refuses to start in production without ${missing.join(' and ')}: set ` +
        `${missing.length === 1 ? 'it' : 'them'} to the same value${missing.length === 1 ? '' : 's'} as the CMS's (README, Configuration).`,
    );
  }
}
