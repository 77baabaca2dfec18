import { MSG } from './messages';
import { sendSignupCodeSchema } from './contract/requests';
import { isPhone, nationalPhone, phoneAsTyped } from './phone';
import { validateSignup } from '../lib/validation/signup';

const signup = {
  name: 'Asha Gurung',
  email: 'asha@example.com',
  password: 'Rhododendron-9',
  confirm_password: 'Rhododendron-9',
};

describe('the phone rule: ten national digits, a leading +1/1 country code dropped first', () => {
  it('keeps the ten digits of a number typed with its country code, not its first ten', () => {
    expect(phoneAsTyped('+1 415 555 0142')).toBe('4155550142');
    expect(phoneAsTyped('14155550142')).toBe('4155550142');
    expect(phoneAsTyped('1 (415) 555-0142')).toBe('4155550142');
    expect(nationalPhone('+1 415 555 0142')).toBe('4155550142');
    expect(nationalPhone('1-415-555-0142')).toBe('4155550142');
  });

  it('keeps a ten-digit number as it is, and a number still being typed', () => {
    expect(phoneAsTyped('415 555 0142')).toBe('4155550142');
    expect(phoneAsTyped('+1 41')).toBe('141');
    expect(nationalPhone(' 4155550142 ')).toBe('4155550142');
  });

  it('refuses eleven digits not starting with 1 with the spec message, never cutting them short', () => {
    const typed = phoneAsTyped('(646) 555-0142 9');
    expect(typed).toBe('64655501429');
    expect(isPhone(typed)).toBe(false);
    expect(validateSignup({ ...signup, phone_no: typed })).toBe(MSG.signup.phoneInvalid);
    // Typing goes no further than one digit too many.
    expect(phoneAsTyped('(646) 555-0142 99')).toBe('64655501429');
  });

  it('refuses letters, too few digits and a country code other than 1', () => {
    expect(isPhone('415555014')).toBe(false);
    expect(isPhone('+44 20 7946 0958')).toBe(false);
    expect(isPhone('415-555-01a2')).toBe(false);
    expect(isPhone('')).toBe(false);
  });

  it('is the same rule in the storefront form and the CMS request: both keep 4155550142', () => {
    expect(validateSignup({ ...signup, phone_no: phoneAsTyped('+1 415 555 0142') })).toBeNull();
    const parsed = sendSignupCodeSchema.safeParse({ ...signup, phone_no: '+1 415 555 0142' });
    expect(parsed.success && parsed.data.phone_no).toBe('4155550142');
    const refused = sendSignupCodeSchema.safeParse({ ...signup, phone_no: '64655501429' });
    expect(refused.success).toBe(false);
  });
});
