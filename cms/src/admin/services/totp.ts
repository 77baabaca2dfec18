import { Secret, TOTP } from 'otpauth';
import { SHOP_NAME, TOTP_DIGITS } from '@common/constants';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side of now is accepted, for a phone's clock a little off. */
const WINDOW = 1;

const totpFor = (secret: string, email: string) =>
  new TOTP({
    issuer: SHOP_NAME,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the setup page draws as a QR code. */
export function otpauthUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The time step `code` belongs to when it is right for `secret` at `at` (within one step), else null. The
 * caller stores the step and accepts only later ones, so an observed code cannot be used again.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const totp = totpFor(secret, '');
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: at.getTime() }) + delta;
}
