import { US_POSTAL_PATTERN } from '@common/contract/fields';
import { isPhone } from '@common/phone';
import type { PostalAddress } from '@common/contract';
import { MSG } from '@common/messages';

/** The profile's address book entry: the postal address's US fields, and a phone number. */
export type AddressFields = Pick<PostalAddress, 'name' | 'state' | 'city' | 'postal_code' | 'line1'> & {
  phone: string;
};

/** The first broken rule of the address form, in the order its fields appear, or null. */
export function validateAddress(f: AddressFields): string | null {
  if (f.name.trim() === '') return MSG.address.nameEmpty;
  if (f.state.trim() === '') return MSG.address.stateEmpty;
  if (f.city.trim() === '') return MSG.address.cityEmpty;
  if (f.phone.trim() === '') return MSG.address.phoneEmpty;
  if (!isPhone(f.phone)) return MSG.address.phoneInvalid;
  if (f.postal_code.trim() === '') return MSG.address.postalEmpty;
  if (!US_POSTAL_PATTERN.test(f.postal_code.trim())) return MSG.address.postalInvalid;
  if (f.line1.trim() === '') return MSG.address.streetEmpty;
  return null;
}
