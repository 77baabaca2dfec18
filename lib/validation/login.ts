import { isEmail } from '@common/contract/fields';
import { MSG } from '@common/messages';

export interface LoginFields {
  email: string;
  password: string;
}

/** The first broken rule of the login form, in the order of docs/behaviour.md#forms, or null. */
export function validateLogin({ email, password }: LoginFields): string | null {
  if (email.trim() === '') return MSG.login.emailEmpty;
  if (!isEmail(email)) return MSG.login.emailInvalid;
  if (password === '') return MSG.login.passwordEmpty;
  return null;
}
