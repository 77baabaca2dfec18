import { isEmail, isPastOrToday, DATE_PATTERN } from '@common/contract/fields';
import { isPhone } from '@common/phone';
import { MSG } from '@common/messages';

export interface ProfileFields {
  name: string;
  email: string;
  phone_no: string;
  dateofbirth: string;
  address: string;
}

/** The first broken rule of the profile edit form, in the order of docs/behaviour.md#forms, or null. */
export function validateProfile(f: ProfileFields, today?: string): string | null {
  if (f.name.trim() === '') return MSG.profile.nameEmpty;
  if (f.email.trim() === '') return MSG.profile.emailEmpty;
  if (!isEmail(f.email)) return MSG.profile.emailInvalid;
  if (f.phone_no.trim() === '') return MSG.profile.phoneEmpty;
  if (!isPhone(f.phone_no)) return MSG.profile.phoneInvalid;
  if (f.dateofbirth.trim() === '') return MSG.profile.dobEmpty;
  if (!DATE_PATTERN.test(f.dateofbirth) || !isPastOrToday(f.dateofbirth, today)) return MSG.profile.dobFuture;
  if (f.address.trim() === '') return MSG.profile.addressEmpty;
  return null;
}
