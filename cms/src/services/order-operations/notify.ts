import type { AppDeps } from '../../deps';
import type { MailMessage } from '../mailer';
import { sendSafely } from '../mailer';
import { recordEvent, type Actor } from './actor';

/**
 * Mails the customer after an operation committed and puts the outcome on the timeline. A mail failure never
 * undoes the operation: it is logged, recorded as 'email.failed', and the order stays as changed.
 */
export async function notifyCustomer(
  deps: AppDeps,
  orderId: number,
  template: 'shipped' | 'canceled' | 'refunded' | `return.${string}`,
  mail: MailMessage,
  actor: Actor,
): Promise<boolean> {
  const sent = await sendSafely(deps.mailer, mail);
  await recordEvent(deps.db, orderId, sent ? 'email.sent' : 'email.failed', actor, deps.now(), {
    template,
    to: mail.to,
    subject: mail.subject,
  });
  return sent;
}
