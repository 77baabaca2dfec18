'use server';

import { headers } from 'next/headers';
import { sendContactMessage } from '../cms-client/content';
import { MSG } from '@common/messages';
import { signedClientAddressHeaders } from '../session/client-address';
import { contactFormError, type ContactFormInput } from '../validation/contact';

export type FormResult = { ok: true; message: string } | { ok: false; message: string };

// Lengths are the CMS's rule (it answers 422 with a message); Server Action bodies are capped at 1 MB anyway.
const asText = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Sends the contact form to the CMS. The browser never calls the CMS itself; the same validation as the
 * form runs again here because a Server Action can be called with anything.
 */
export async function sendContactAction(input: ContactFormInput): Promise<FormResult> {
  const form = {
    name: asText(input?.name),
    email: asText(input?.email),
    message: asText(input?.message),
  };
  const error = contactFormError(form);
  if (error) return { ok: false, message: error };
  const sent = await sendContactMessage(form, signedClientAddressHeaders(await headers()));
  return sent.ok ? { ok: true, message: MSG.contact.thanks } : sent;
}
