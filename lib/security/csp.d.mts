/** Types of csp.mjs (plain JavaScript so next.config.mjs can import it; allowJs is off). */
export interface CspOptions {
  stripeKey?: string;
  gaId?: string;
  cmsPublicUrl?: string;
  siteUrl?: string;
  dev?: boolean;
}
export const MAP_FRAME_ORIGINS: string[];
export const HSTS: string;
export function cspDirectives(options?: CspOptions): Record<string, string[]>;
export function contentSecurityPolicy(options?: CspOptions): string;
export function securityHeaders(
  env: Record<string, string | undefined>,
  flags?: { dev?: boolean },
): { key: string; value: string }[];
export const BUILD_ASSETS: string;
export function securityHeaderRules(
  env: Record<string, string | undefined>,
  flags?: { dev?: boolean },
): { source: string; headers: { key: string; value: string }[] }[];
