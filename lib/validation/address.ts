import { PHONE_PATTERN, US_POSTAL_PATTERN } from '@common/contract/fields';
import { MSG } from '@common/messages';

export interface AddressFields {
  name: string;
  state: string;
  city: string;
  phone: string;
  postal_code: string;
  line1: string;
}

/**
 * Messages of the profile's address form. The spec gives this form no texts of its own, so these follow
 * the wording of its other forms (and reuse the phone texts).
 */
export const ADDRESS_MSG = {
  nameEmpty: 'Full name cannot be empty',
  stateEmpty: 'State cannot be empty',
  cityEmpty: 'City cannot be empty',
  phoneEmpty: MSG.signup.phoneEmpty,
  phoneInvalid: MSG.signup.phoneInvalid,
  postalEmpty: 'Post code cannot be empty',
  postalInvalid: 'Invalid post code',
  streetEmpty: 'Street address cannot be empty',
  saved: 'Address has been saved',
} as const;

/** The first broken rule of the address form, in the order its fields appear, or null. */
export function validateAddress(f: AddressFields): string | null {
  if (f.name.trim() === '') return ADDRESS_MSG.nameEmpty;
  if (f.state.trim() === '') return ADDRESS_MSG.stateEmpty;
  if (f.city.trim() === '') return ADDRESS_MSG.cityEmpty;
  if (f.phone.trim() === '') return ADDRESS_MSG.phoneEmpty;
  if (!PHONE_PATTERN.test(f.phone.trim())) return ADDRESS_MSG.phoneInvalid;
  if (f.postal_code.trim() === '') return ADDRESS_MSG.postalEmpty;
  if (!US_POSTAL_PATTERN.test(f.postal_code.trim())) return ADDRESS_MSG.postalInvalid;
  if (f.line1.trim() === '') return ADDRESS_MSG.streetEmpty;
  return null;
}
