import { SHOP_NAME } from '@common/constants';
import type { MailMessage } from '../mailer';
import { escapeHtml } from './account-codes';

/** Account-safety notices: plain text with a simple HTML twin, and never a code or a password in them. */
function notice(to: string, name: string, subject: string, paragraphs: string[]): MailMessage {
  const all = [`Hello ${name},`, ...paragraphs];
  return {
    to,
    subject,
    text: [...all, SHOP_NAME].join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2d1f;line-height:1.5">',
      ...[...all, SHOP_NAME].map((p) => `<p>${escapeHtml(p)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

const IF_NOT_YOU =
  'If this was not you, sign in and change your password, and write to us: we will help you secure your account.';

/** To the old address when a change of the account's email is asked for. */
export function emailChangeRequestedNotice(to: string, name: string, newEmail: string): MailMessage {
  return notice(to, name, `A change of your ${SHOP_NAME} email address was requested`, [
    `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once a code we sent to that address is entered; until then your account keeps this address.`,
    IF_NOT_YOU,
  ]);
}

/** To the old address once the change took effect. */
export function emailChangedNotice(to: string, name: string, newEmail: string): MailMessage {
  return notice(to, name, `Your ${SHOP_NAME} email address was changed`, [
    `Your account's email address is now ${newEmail}. This address will no longer receive its mail.`,
    IF_NOT_YOU,
  ]);
}

/** When an account has had many wrong passwords from anywhere in a short time. */
export function manyFailedSignInsNotice(to: string, name: string, failures: number): MailMessage {
  return notice(to, name, `Many failed sign-ins to your ${SHOP_NAME} account`, [
    `There have been ${failures} sign-in attempts with a wrong password to your account within the last hour. Sign-ins to it are slowed down for a while; your account is not locked.`,
    `If this was not you, nothing else is needed while your password is strong and not used elsewhere. ${IF_NOT_YOU}`,
  ]);
}

/** When the account's wrong codes reached their cap and codes are refused for a while. */
export function codeCapReachedNotice(to: string, name: string): MailMessage {
  return notice(to, name, `Codes for your ${SHOP_NAME} account are paused`, [
    'Too many wrong verification or password-reset codes have been entered for your account. To keep it safe, codes for it are not accepted for the next 30 days. Your password and sign-in are not affected.',
    'If you need to reset your password in that time, write to us and we will help you.',
  ]);
}
