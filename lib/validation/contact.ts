import { isEmail } from '@common/contract/fields';
import { MSG } from '@common/messages';

export interface ContactFormInput {
  name: string;
  email: string;
  message: string;
}

/**
 * The contact form's first error in the order of docs/behaviour.md#forms (name, email empty, email malformed, message), or
 * null when the form may be sent. One error at a time: the shopper fixes them in that order.
 */
export function contactFormError({ name, email, message }: ContactFormInput): string | null {
  if (!name.trim()) return MSG.contact.nameEmpty;
  if (!email.trim()) return MSG.contact.emailEmpty;
  if (!isEmail(email)) return MSG.contact.emailInvalid;
  if (!message.trim()) return MSG.contact.messageEmpty;
  return null;
}
