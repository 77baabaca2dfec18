import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * True when `password` is on zxcvbn-ts's list of common passwords (about 49,000 from leaked password sets),
 * compared without regard to case, as attackers' lists try every casing. Staff setup refuses these; the
 * customer side can use the same check. The list is built into a set on first use (a few milliseconds).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
