import { PHONE_DIGITS } from './constants';
import { PHONE_PATTERN } from './contract/fields';

/**
 * The shop's phone rule (storefront-spec: exactly ten digits) is about the US national number. A number
 * typed with its country code, `+1 415 555 0142` or `14155550142`, is the same ten digits: the leading
 * `1` is dropped before the rule, never the last digit. The storefront's fields and the CMS's request
 * validation both go through these, so a number one side keeps the other accepts.
 */

/** The US country code, as it comes before a national number. */
const COUNTRY_CODE = '1';
/** What may separate a phone number's digits as people write them: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;

/** Drops a leading country code `1` from exactly one digit too many; anything else is left as it is. */
function withoutCountryCode(digits: string): string {
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith(COUNTRY_CODE) ? digits.slice(1) : digits;
}

/**
 * A phone number as the rule checks it: separators and a leading `+` gone, a leading country code `1`
 * dropped. Anything else (letters, 9 or 11 digits not starting with 1) stays, so the rule refuses it.
 */
export function nationalPhone(value: string): string {
  const compact = value.trim().replace(SEPARATORS, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  return withoutCountryCode(digits);
}

/**
 * What a phone field keeps while typing: digits only, a country code `1` dropped once the eleventh digit
 * shows it is one. At most one digit more than the rule allows stays in the field, so a number that is
 * too long is refused with the form's message instead of being cut short silently.
 */
export function phoneAsTyped(value: string): string {
  return withoutCountryCode(value.replace(/\D/g, '').slice(0, PHONE_DIGITS + 1));
}

/** Whether a phone number as typed or sent meets the rule once its country code is dropped. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(nationalPhone(value));
}
