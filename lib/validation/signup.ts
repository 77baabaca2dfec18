import { isEmail } from '@common/contract/fields';
import { isPhone } from '@common/phone';
import { MSG } from '@common/messages';

export interface SignupFields {
  name: string;
  email: string;
  password: string;
  confirm_password: string;
  phone_no: string;
}

/** The first broken rule of the signup form, in the order of docs/behaviour.md#forms, or null. */
export function validateSignup(f: SignupFields): string | null {
  if (f.name.trim() === '') return MSG.signup.nameEmpty;
  if (f.email.trim() === '') return MSG.signup.emailEmpty;
  if (!isEmail(f.email)) return MSG.signup.emailInvalid;
  if (f.password === '') return MSG.signup.passwordEmpty;
  if (f.confirm_password === '') return MSG.signup.confirmEmpty;
  if (f.password !== f.confirm_password) return MSG.signup.mismatch;
  if (f.phone_no.trim() === '') return MSG.signup.phoneEmpty;
  if (!isPhone(f.phone_no)) return MSG.signup.phoneInvalid;
  return null;
}
