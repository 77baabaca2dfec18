import { PHONE_DIGITS, VERIFICATION_CODE_DIGITS } from '../constants';

/**
 * Field formats shared by the storefront's forms and the CMS's request validation, so a value one side
 * accepts the other side accepts too.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const NAME_PATTERN = /^[A-Za-z ]+$/;
/** What a name field lets through while typing: letters and spaces only. */
export const NAME_TYPING_STRIP = /[^A-Za-z ]/g;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`);
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** US ZIP code: 12345 or 12345-6789. */
export const US_POSTAL_PATTERN = /^\d{5}(-\d{4})?$/;

/** The largest id the CMS's tables hold (PostgreSQL `integer`); a larger one can name no record. */
export const DB_ID_MAX = 2_147_483_647;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** True when `ymd` (YYYY-MM-DD) is a real calendar date not after `today` (YYYY-MM-DD). */
export function isPastOrToday(ymd: string, today: string = new Date().toISOString().slice(0, 10)): boolean {
  if (!DATE_PATTERN.test(ymd)) return false;
  const d = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd) return false;
  return ymd <= today;
}
