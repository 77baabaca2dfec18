'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { sendResetCode } from '@/lib/browser-api/accounts';
import { ApiError, NetworkError } from '@/lib/browser-api/client';
import { FAILURE_MSG, MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { validateResetRequest } from '@/lib/validation/reset';
import { useResetStore } from '@/store/reset-store';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls';
import { useTimedMessage } from '@/components/ui/use-timed-message';

/** Password reset, step 1: the CMS emails a code; the 'Reset link Sent' dialog leads to the code screen. */
export function PasswordResetForm() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { message, error } = useTimedMessage();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateResetRequest(email);
    if (invalid) return error(invalid);
    setBusy(true);
    try {
      const res = await sendResetCode(email.trim());
      if (!res.status) {
        error(MSG.reset.invalidCredentials);
      } else {
        useResetStore.getState().start(email.trim());
        notify.success(MSG.reset.sent);
        setSent(true);
      }
    } catch (err) {
      // An answer's own message is shown; with no answer at all the shopper learns nothing was sent.
      if (err instanceof ApiError) error(err.message);
      else if (err instanceof NetworkError) error(FAILURE_MSG.resetNotSent);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" value={email} onValue={setEmail} />
        <FormAlert message={message} />
        <SubmitButton busy={busy}>{MSG.reset.submit}</SubmitButton>
        <p className="text-center text-sm text-gray-600">
          Remembered it?{' '}
          <Link href="/login" className="text-primary font-semibold hover:underline">
            Back to login
          </Link>
        </p>
      </form>
      <Dialog open={sent} onClose={() => setSent(false)} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-black/40" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-xl">
            <div className="bg-primary-light text-primary mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full">
              <LineIcon>
                <path d="M4 6h16v12H4z" />
                <path d="m4 7 8 6 8-6" />
              </LineIcon>
            </div>
            <DialogTitle className="text-lg font-bold">{MSG.reset.modalTitle}</DialogTitle>
            <p className="mt-2 text-sm text-gray-600">{MSG.reset.modalText}</p>
            <button
              type="button"
              onClick={() => router.push('/codeverification')}
              className="bg-primary hover:bg-primary-dark mt-5 w-full rounded px-4 py-2.5 font-semibold text-white"
            >
              {MSG.reset.proceed}
            </button>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
