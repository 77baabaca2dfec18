import { MSG } from '@common/messages';

/** The password-reset request: only an empty email is refused here; the server judges the rest. */
export function validateResetRequest(email: string): string | null {
  if (email.trim() === '') return MSG.reset.emailEmpty;
  return null;
}
