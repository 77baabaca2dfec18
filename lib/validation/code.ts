import { CODE_PATTERN } from '@common/contract/fields';
import { MSG } from '@common/messages';

/**
 * A 4-digit verification code: empty first, then anything that is not four digits (which the server
 * would refuse with a false status anyway, so the same message shows without the round trip).
 */
export function validateCode(code: string): string | null {
  if (code.trim() === '') return MSG.code.empty;
  if (!CODE_PATTERN.test(code.trim())) return MSG.code.invalid;
  return null;
}
