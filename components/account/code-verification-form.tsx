'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { checkResetCode, sendResetCode } from '@/lib/browser-api/accounts';
import { RESEND_WAIT_SECONDS } from '@common/constants';
import { MSG } from '@common/messages';
import { validateCode } from '@/lib/validation/code';
import { useResetStore } from '@/store/reset-store';
import { useHydrated } from '@/store/use-hydrated';
import { codeErrorText, isNetworkError } from './api-errors';
import { CodeField } from './code-field';
import { FormAlert, SubmitButton } from '@/components/ui/form-controls';
import { ResetEmailMissing } from './reset-email-missing';
import { useCountdown } from './use-countdown';
import { useTimedMessage } from '@/components/ui/use-timed-message';

/**
 * Password reset, step 2: the emailed code. 'Resend Link' really waits 30 seconds (with a countdown) after
 * the page opens and after each resend.
 */
export function CodeVerificationForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const email = useResetStore((s) => s.email);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { message, show, error } = useTimedMessage();
  const { left, restart } = useCountdown(RESEND_WAIT_SECONDS, hydrated && email !== null);

  if (hydrated && !email) return <ResetEmailMissing />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateCode(code);
    if (invalid) return error(invalid);
    if (!email) return;
    setBusy(true);
    let failure: string;
    try {
      const res = await checkResetCode(email, code.trim());
      if (res.status) {
        useResetStore.getState().setCode(code.trim());
        router.push('/confirmnewpassword');
        return;
      }
      failure = MSG.code.invalid;
    } catch (err) {
      failure = codeErrorText(err);
    }
    error(failure);
    setBusy(false);
  }

  async function onResend() {
    if (!email || left > 0) return;
    setResending(true);
    try {
      const res = await sendResetCode(email);
      if (res.status) {
        show('success', MSG.code.resent);
        restart();
      } else {
        error(MSG.code.resendFailed);
      }
    } catch (err) {
      error(isNetworkError(err) ? MSG.code.resendNetworkError : MSG.code.resendFailed);
    } finally {
      setResending(false);
    }
  }

  const waiting = !hydrated || left > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {email && (
        <p className="text-sm text-gray-600">
          Enter the 4-digit code we sent to <strong className="text-gray-900">{email}</strong>.
        </p>
      )}
      <CodeField value={code} onValue={setCode} />
      <FormAlert message={message} />
      <SubmitButton busy={busy}>Verify</SubmitButton>
      <ResendRow onResend={onResend} disabled={waiting || resending} left={left} />
      <p className="text-center text-sm text-gray-600">
        <Link href="/login" className="text-primary font-semibold hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}

/** 'Resend Link', disabled while the countdown runs, with the seconds left. */
function ResendRow({ onResend, disabled, left }: { onResend: () => void; disabled: boolean; left: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <button
        type="button"
        onClick={onResend}
        disabled={disabled}
        className="text-primary font-semibold hover:underline disabled:cursor-not-allowed disabled:text-gray-400 disabled:no-underline"
      >
        Resend Link
      </button>
      {left > 0 && (
        <span className="text-gray-500" aria-live="polite" data-testid="resend-countdown">
          You can resend in {left}s
        </span>
      )}
    </div>
  );
}
