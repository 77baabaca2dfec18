import { MSG } from '@common/messages';
import { validateAddress } from './address';
import { validateCode } from './code';
import { validateLogin } from './login';
import { validateNewPassword } from './new-password';
import { validateProfile } from './profile';
import { validateResetRequest } from './reset';
import { validateSignup } from './signup';
import { codeAsTyped, nameAsTyped, phoneAsTyped } from './typing';

/**
 * Each form reports one error at a time, in the spec's order: every case below breaks the rule under test
 * AND every later rule, so a wrong order shows up as a wrong message.
 */

describe('login form', () => {
  it('checks email empty, email format, then password', () => {
    expect(validateLogin({ email: ' ', password: '' })).toBe(MSG.login.emailEmpty);
    expect(validateLogin({ email: 'asha@', password: '' })).toBe(MSG.login.emailInvalid);
    expect(validateLogin({ email: 'asha@example.com', password: '' })).toBe(MSG.login.passwordEmpty);
    expect(validateLogin({ email: 'asha@example.com', password: 'x' })).toBeNull();
  });
});

describe('signup form', () => {
  const good = {
    name: 'Asha Gurung',
    email: 'asha@example.com',
    password: 'secret123',
    confirm_password: 'secret123',
    phone_no: '6465550142',
  };
  const blank = { name: '', email: '', password: '', confirm_password: '', phone_no: '' };

  it('checks the fields in the spec order', () => {
    expect(validateSignup(blank)).toBe(MSG.signup.nameEmpty);
    expect(validateSignup({ ...blank, name: 'Asha' })).toBe(MSG.signup.emailEmpty);
    expect(validateSignup({ ...blank, name: 'Asha', email: 'nope' })).toBe(MSG.signup.emailInvalid);
    expect(validateSignup({ ...blank, name: 'Asha', email: good.email })).toBe(MSG.signup.passwordEmpty);
    expect(validateSignup({ ...blank, name: 'Asha', email: good.email, password: 'a' })).toBe(
      MSG.signup.confirmEmpty,
    );
    expect(validateSignup({ ...good, confirm_password: 'other', phone_no: '' })).toBe(MSG.signup.mismatch);
    expect(validateSignup({ ...good, phone_no: '' })).toBe(MSG.signup.phoneEmpty);
    expect(validateSignup({ ...good, phone_no: '12345' })).toBe(MSG.signup.phoneInvalid);
    expect(validateSignup(good)).toBeNull();
  });
});

describe('password reset request', () => {
  it('refuses an empty email', () => {
    expect(validateResetRequest('  ')).toBe(MSG.reset.emailEmpty);
    expect(validateResetRequest('asha@example.com')).toBeNull();
  });
});

describe('verification code', () => {
  it('checks empty, then four digits', () => {
    expect(validateCode('')).toBe(MSG.code.empty);
    expect(validateCode('12a4')).toBe(MSG.code.invalid);
    expect(validateCode('123')).toBe(MSG.code.invalid);
    expect(validateCode('0427')).toBeNull();
  });
});

describe('new password', () => {
  it('checks either field empty, then a mismatch', () => {
    expect(validateNewPassword('', 'abc')).toBe(MSG.newPassword.empty);
    expect(validateNewPassword('abc', '')).toBe(MSG.newPassword.empty);
    expect(validateNewPassword('abc', 'abd')).toBe(MSG.newPassword.mismatch);
    expect(validateNewPassword('abc', 'abc')).toBeNull();
  });
});

describe('profile edit', () => {
  const today = '2026-11-21';
  const good = {
    name: 'Asha Gurung',
    email: 'asha@example.com',
    phone_no: '6465550142',
    dateofbirth: '1990-04-12',
    address: '12 Main St, Queens, NY',
  };
  const blank = { name: '', email: '', phone_no: '', dateofbirth: '', address: '' };

  it('checks the fields in the spec order', () => {
    expect(validateProfile(blank, today)).toBe(MSG.profile.nameEmpty);
    expect(validateProfile({ ...blank, name: 'A' }, today)).toBe(MSG.profile.emailEmpty);
    expect(validateProfile({ ...blank, name: 'A', email: 'x@y' }, today)).toBe(MSG.profile.emailInvalid);
    expect(validateProfile({ ...blank, name: 'A', email: good.email }, today)).toBe(MSG.profile.phoneEmpty);
    expect(validateProfile({ ...blank, name: 'A', email: good.email, phone_no: '123' }, today)).toBe(
      MSG.profile.phoneInvalid,
    );
    expect(validateProfile({ ...good, dateofbirth: '', address: '' }, today)).toBe(MSG.profile.dobEmpty);
    expect(validateProfile({ ...good, dateofbirth: '2026-11-22', address: '' }, today)).toBe(
      MSG.profile.dobFuture,
    );
    expect(validateProfile({ ...good, address: ' ' }, today)).toBe(MSG.profile.addressEmpty);
    expect(validateProfile({ ...good, dateofbirth: today }, today)).toBeNull();
  });
});

describe('address form', () => {
  const good = {
    name: 'Asha Gurung',
    state: 'NY',
    city: 'Queens',
    phone: '6465550142',
    postal_code: '11372',
    line1: '37-02 74th St',
  };
  const blank = { name: '', state: '', city: '', phone: '', postal_code: '', line1: '' };

  it('checks the fields in the order they appear', () => {
    expect(validateAddress(blank)).toBe(MSG.address.nameEmpty);
    expect(validateAddress({ ...blank, name: 'A' })).toBe(MSG.address.stateEmpty);
    expect(validateAddress({ ...blank, name: 'A', state: 'NY' })).toBe(MSG.address.cityEmpty);
    expect(validateAddress({ ...good, phone: '', postal_code: '', line1: '' })).toBe(MSG.address.phoneEmpty);
    expect(validateAddress({ ...good, phone: '12', postal_code: '', line1: '' })).toBe(
      MSG.address.phoneInvalid,
    );
    expect(validateAddress({ ...good, postal_code: '', line1: '' })).toBe(MSG.address.postalEmpty);
    expect(validateAddress({ ...good, postal_code: '1137', line1: '' })).toBe(MSG.address.postalInvalid);
    expect(validateAddress({ ...good, line1: '' })).toBe(MSG.address.streetEmpty);
    expect(validateAddress(good)).toBeNull();
  });
});

describe('typing filters', () => {
  it('lets only letters and spaces into a name', () => {
    expect(nameAsTyped('Asha 2 Gurung!')).toBe('Asha  Gurung');
  });
  it('lets only digits into a phone number, one more than ten at most (refused, not cut short)', () => {
    expect(phoneAsTyped('(646) 555-0142')).toBe('6465550142');
    expect(phoneAsTyped('(646) 555-0142 99')).toBe('64655501429');
  });
  it('lets only four digits into a code', () => {
    expect(codeAsTyped('12a345')).toBe('1234');
  });
});
