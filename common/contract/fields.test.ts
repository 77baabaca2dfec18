import { isEmail, isPastOrToday, PHONE_PATTERN } from './fields';

describe('shared field rules', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    expect(isEmail('asha@example.com')).toBe(true);
    expect(isEmail('asha@example')).toBe(false);
    expect(isEmail('asha example.com')).toBe(false);
  });

  it('wants exactly ten digits for a phone number', () => {
    expect(PHONE_PATTERN.test('6465550142')).toBe(true);
    expect(PHONE_PATTERN.test('646555014')).toBe(false);
    expect(PHONE_PATTERN.test('64655501421')).toBe(false);
    expect(PHONE_PATTERN.test('646-555-014')).toBe(false);
  });

  it('accepts only real dates that are not in the future', () => {
    expect(isPastOrToday('1990-02-28', '2026-11-21')).toBe(true);
    expect(isPastOrToday('2026-11-21', '2026-11-21')).toBe(true);
    expect(isPastOrToday('2026-11-22', '2026-11-21')).toBe(false);
    expect(isPastOrToday('1990-02-30', '2026-11-21')).toBe(false);
  });
});
