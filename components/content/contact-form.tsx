'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { sendContactAction } from '@/lib/actions/contact';
import { MSG } from '@common/messages';
import { contactFormError, type ContactFormInput } from '@/lib/validation/contact';

const EMPTY: ContactFormInput = { name: '', email: '', message: '' };

const FIELD =
  'w-full rounded-md border border-gray-300 px-3 py-2.5 text-sm text-gray-900 outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * Contact form: one error at a time (docs/behaviour.md#forms), messages clear after 5 seconds; on success the
 * thank-you text shows and the form empties; a failure shows the server's message or 'Server Error'.
 */
export function ContactForm() {
  const [form, setForm] = useState<ContactFormInput>(EMPTY);
  const [pending, startTransition] = useTransition();
  const { message, show } = useTimedMessage();

  const field = (name: keyof ContactFormInput) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = contactFormError(form);
    if (error) {
      show('error', error);
      return;
    }
    startTransition(async () => {
      const result = await sendContactAction(form).catch(() => null);
      if (result?.ok) {
        setForm(EMPTY);
        show('success', result.message);
      } else {
        show('error', result?.message || MSG.serverError);
      }
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form" className="space-y-4">
      <div>
        <label htmlFor="contact-name" className="mb-1 block text-sm font-medium text-gray-800">
          Name
        </label>
        <input {...field('name')} type="text" autoComplete="name" className={FIELD} />
      </div>
      <div>
        <label htmlFor="contact-email" className="mb-1 block text-sm font-medium text-gray-800">
          Email
        </label>
        <input {...field('email')} type="email" autoComplete="email" className={FIELD} />
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1 block text-sm font-medium text-gray-800">
          Message
        </label>
        <textarea {...field('message')} rows={5} className={`${FIELD} block resize-y`} />
      </div>
      {/* Out of the flow while empty, so no gap sits above the button until there is something to say. */}
      <div aria-live="polite" className="empty:absolute">
        {message && (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-md px-3 py-2 text-sm ${
              message.kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800'
            }`}
          >
            {message.text}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="bg-primary hover:bg-primary-dark w-full rounded-md px-6 py-3 text-sm font-semibold text-white transition-colors disabled:opacity-60 sm:w-auto"
      >
        {pending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
