import { SHOP_NAME } from '../../../../lib/constants';
import type { MailMessage } from '../mailer';
import { CODE_VALID_MINUTES } from '../verification-codes';

/** The two account emails that carry a 4-digit code: plain text first, with a simple HTML twin. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function codeHtml(greeting: string, lead: string, code: string, footer: string): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2d1f;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>`,
    `<p>This code is valid for ${CODE_VALID_MINUTES} minutes and can be used once.</p>`,
    `<p style="color:#5b6b5b">${escapeHtml(footer)}</p>`,
    `<p>${escapeHtml(SHOP_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
}

export function signupCodeEmail(to: string, name: string, code: string): MailMessage {
  const greeting = `Hello ${name},`;
  const lead = `Welcome to ${SHOP_NAME}! Enter this code to finish creating your account:`;
  const footer = 'If you did not try to create an account, you can ignore this email.';
  return {
    to,
    subject: `Your ${SHOP_NAME} verification code: ${code}`,
    text: [
      greeting,
      '',
      lead,
      '',
      `    ${code}`,
      '',
      `This code is valid for ${CODE_VALID_MINUTES} minutes and can be used once.`,
      footer,
      '',
      SHOP_NAME,
    ].join('\n'),
    html: codeHtml(greeting, lead, code, footer),
  };
}

export function resetCodeEmail(to: string, name: string, code: string): MailMessage {
  const greeting = `Hello ${name},`;
  const lead = `We received a request to reset the password of your ${SHOP_NAME} account. Enter this code to choose a new password:`;
  const footer =
    'If you did not ask to reset your password, you can ignore this email: your password stays as it is.';
  return {
    to,
    subject: `Your ${SHOP_NAME} password reset code: ${code}`,
    text: [
      greeting,
      '',
      lead,
      '',
      `    ${code}`,
      '',
      `This code is valid for ${CODE_VALID_MINUTES} minutes and can be used once.`,
      footer,
      '',
      SHOP_NAME,
    ].join('\n'),
    html: codeHtml(greeting, lead, code, footer),
  };
}
