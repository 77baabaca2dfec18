import { isEmail } from '@common/contract/fields';
import { MSG } from '@common/messages';

/**
 * What the footer's newsletter box does with the typed address: an empty box does nothing (docs/behaviour.md#forms), a
 * badly formed address shows 'Invalid Email', anything else is sent (trimmed).
 */
export type NewsletterVerdict =
  { action: 'ignore' } | { action: 'error'; message: string } | { action: 'submit'; email: string };

export function newsletterVerdict(email: string): NewsletterVerdict {
  const value = email.trim();
  if (!value) return { action: 'ignore' };
  if (!isEmail(value)) return { action: 'error', message: MSG.newsletter.invalid };
  return { action: 'submit', email: value };
}
