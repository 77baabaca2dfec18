import { MSG } from '@common/messages';
import { newsletterVerdict } from './newsletter';

describe('newsletter validation', () => {
  it('does nothing for an empty box', () => {
    expect(newsletterVerdict('')).toEqual({ action: 'ignore' });
    expect(newsletterVerdict('   ')).toEqual({ action: 'ignore' });
  });

  it("shows 'Invalid Email' for a badly formed address", () => {
    for (const bad of ['asha', 'asha@', '@example.com', 'asha@example', 'as ha@example.com']) {
      expect(newsletterVerdict(bad)).toEqual({ action: 'error', message: MSG.newsletter.invalid });
    }
    expect(MSG.newsletter.invalid).toBe('Invalid Email');
  });

  it('submits a well-formed address, trimmed', () => {
    expect(newsletterVerdict('  asha@example.com ')).toEqual({ action: 'submit', email: 'asha@example.com' });
  });
});
