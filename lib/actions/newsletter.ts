'use server';

import { headers } from 'next/headers';
import { subscribeNewsletter } from '../cms-client/content';
import { MSG } from '@common/messages';
import { signedClientAddressHeaders } from '../session/client-address';
import { newsletterVerdict } from '../validation/newsletter';
import type { FormResult } from './contact';

/** Subscribes an address to the newsletter through the CMS; any refusal or failure reads the same. */
export async function subscribeAction(email: string): Promise<FormResult> {
  const verdict = newsletterVerdict(typeof email === 'string' ? email : '');
  if (verdict.action === 'error') return { ok: false, message: verdict.message };
  if (verdict.action === 'ignore') return { ok: false, message: MSG.newsletter.invalid };
  const sent = await subscribeNewsletter(verdict.email, signedClientAddressHeaders(await headers()));
  return sent.ok
    ? { ok: true, message: MSG.newsletter.thanks }
    : { ok: false, message: MSG.newsletter.failed };
}
