'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { subscribeAction } from '@/lib/actions/newsletter';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { newsletterVerdict } from '@/lib/validation/newsletter';

/**
 * The footer's newsletter box. An empty box does nothing; a badly formed address shows 'Invalid Email'
 * under the box; the outcome of the sign-up shows as a notification, and success scrolls to the top
 * (where notifications appear) and empties the box.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [pending, startTransition] = useTransition();
  const { message, show, clear } = useTimedMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const verdict = newsletterVerdict(email);
    if (verdict.action === 'ignore') return;
    if (verdict.action === 'error') {
      show('error', verdict.message);
      return;
    }
    clear();
    startTransition(async () => {
      const result = await subscribeAction(verdict.email).catch(() => null);
      if (result?.ok) {
        notify.success(result.message);
        setEmail('');
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } else {
        notify.error(result?.message ?? MSG.newsletter.failed);
      }
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter" className="space-y-2">
      <div className="flex overflow-hidden rounded-md bg-white focus-within:ring-2 focus-within:ring-primary">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message?.kind === 'error' || undefined}
          aria-describedby={message ? 'newsletter-message' : undefined}
          className="min-w-0 flex-1 px-3 py-2.5 text-sm text-gray-900 outline-none"
        />
        <button
          type="submit"
          disabled={pending}
          className="bg-primary hover:bg-primary-dark px-4 text-sm font-semibold text-white transition-colors disabled:opacity-60"
        >
          {pending ? 'Sending…' : 'Subscribe'}
        </button>
      </div>
      <p id="newsletter-message" role="alert" className="min-h-5 text-sm text-red-300">
        {message?.text}
      </p>
    </form>
  );
}
