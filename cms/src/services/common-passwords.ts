import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * NIST SP 800-63B 3.1.1.2 asks that a new password be checked against passwords known to be common or leaked.
 * The list is zxcvbn-ts's (about 49,000 from public breach corpora), kept up to date by its package. It is
 * lower-case, so the check is too: "Password1" is as guessable as "password1". The Set is built on first use.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
