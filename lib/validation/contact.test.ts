import { MSG } from '@common/messages';
import { contactFormError } from './contact';

const valid = {
  name: 'Asha Gurung',
  email: 'asha@example.com',
  message: 'Do you ship tulsi plants to Ohio?',
};

describe('contact form validation', () => {
  it('accepts a complete form', () => {
    expect(contactFormError(valid)).toBeNull();
  });

  it('asks for the name first, even when everything else is wrong too', () => {
    expect(contactFormError({ name: '', email: 'not-an-email', message: '' })).toBe(MSG.contact.nameEmpty);
    expect(contactFormError({ ...valid, name: '   ' })).toBe(MSG.contact.nameEmpty);
  });

  it('then an empty email, before a missing message', () => {
    expect(contactFormError({ ...valid, email: '', message: '' })).toBe(MSG.contact.emailEmpty);
    expect(contactFormError({ ...valid, email: '  ' })).toBe(MSG.contact.emailEmpty);
  });

  it('then a malformed email, before a missing message', () => {
    expect(contactFormError({ ...valid, email: 'asha@', message: '' })).toBe(MSG.contact.emailInvalid);
    expect(contactFormError({ ...valid, email: 'asha example.com' })).toBe(MSG.contact.emailInvalid);
    expect(contactFormError({ ...valid, email: 'asha@example' })).toBe(MSG.contact.emailInvalid);
  });

  it('then an empty message', () => {
    expect(contactFormError({ ...valid, message: '' })).toBe(MSG.contact.messageEmpty);
    expect(contactFormError({ ...valid, message: '\n  \t' })).toBe(MSG.contact.messageEmpty);
  });

  it('uses the spec texts word for word', () => {
    expect(contactFormError({ ...valid, name: '' })).toBe('Name cannot be empty');
    expect(contactFormError({ ...valid, email: '' })).toBe('Email Cannot be empty');
    expect(contactFormError({ ...valid, email: 'x' })).toBe('Invalid Email');
    expect(contactFormError({ ...valid, message: '' })).toBe('Message cannot be empty');
  });
});
