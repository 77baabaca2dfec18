import { SHOP_NAME } from '@common/constants';
import type { MailMessage } from '../mailer';
import { CODE_VALID_MINUTES } from '@common/constants';

/**
 * The account emails that carry a 4-digit code: plain text first, with a simple HTML twin. The code is in the
 * body only, never the subject, which a locked phone shows on its lock screen.
 */

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

interface CodeEmail {
  to: string;
  subject: string;
  name: string;
  /** What the code is for, just above it. */
  lead: string;
  /** What to do if the reader did not ask for the code. */
  footer: string;
  code: string;
}

function codeEmail({ to, subject, name, lead, footer, code }: CodeEmail): MailMessage {
  const greeting = `Hello ${name},`;
  const validity = `This code is valid for ${CODE_VALID_MINUTES} minutes and can be used once.`;
  return {
    to,
    subject,
    text: [greeting, '', lead, '', `    ${code}`, '', validity, footer, '', SHOP_NAME].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2d1f;line-height:1.5">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>`,
      `<p>${validity}</p>`,
      `<p style="color:#5b6b5b">${escapeHtml(footer)}</p>`,
      `<p>${escapeHtml(SHOP_NAME)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

export function signupCodeEmail(to: string, name: string, code: string): MailMessage {
  return codeEmail({
    to,
    subject: `Your ${SHOP_NAME} verification code`,
    name,
    lead: `Welcome to ${SHOP_NAME}! Enter this code to finish creating your account:`,
    footer: 'If you did not try to create an account, you can ignore this email.',
    code,
  });
}

export function resetCodeEmail(to: string, name: string, code: string): MailMessage {
  return codeEmail({
    to,
    subject: `Your ${SHOP_NAME} password reset code`,
    name,
    lead: `We received a request to reset the password of your ${SHOP_NAME} account. Enter this code to choose a new password:`,
    footer:
      'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
    code,
  });
}

export function emailChangeCodeEmail(to: string, name: string, code: string): MailMessage {
  return codeEmail({
    to,
    subject: `Confirm your new ${SHOP_NAME} email address`,
    name,
    lead: `Enter this code in your ${SHOP_NAME} profile to make this your account's email address:`,
    footer: 'If you did not ask for this, you can ignore this email: no account will use this address.',
    code,
  });
}
