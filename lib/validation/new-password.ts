import { MSG } from '@common/messages';

/** The new-password form: either field empty, then the two differing (docs/behaviour.md#forms). */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password === '' || confirm === '') return MSG.newPassword.empty;
  if (password !== confirm) return MSG.newPassword.mismatch;
  return null;
}
