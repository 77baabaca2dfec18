import { NAME_TYPING_STRIP } from '@common/contract/fields';
export { phoneAsTyped } from '@common/phone';

/** What a name field keeps while typing: letters and spaces only. */
export function nameAsTyped(value: string): string {
  return value.replace(NAME_TYPING_STRIP, '');
}

/** What a 4-digit code field keeps while typing. */
export function codeAsTyped(value: string, digits = 4): string {
  return value.replace(/\D/g, '').slice(0, digits);
}
