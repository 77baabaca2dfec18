'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { register } from '@/lib/browser-api/accounts';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { validateCode } from '@/lib/validation/code';
import { useSignupStore } from '@/store/signup-store';
import { useHydrated } from '@/store/use-hydrated';
import { codeErrorText } from './api-errors';
import { CodeField } from './code-field';
import { FormAlert, SubmitButton } from '@/components/ui/form-controls';
import { useTimedMessage } from '@/components/ui/use-timed-message';

/** Signup step 2: the emailed code finalises the account, then the shopper signs in. */
export function SignupVerificationForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const pending = useSignupStore((s) => s.pending);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { message, error } = useTimedMessage();

  if (hydrated && !pending) {
    return (
      <div className="space-y-4 text-sm text-gray-700">
        <p>Your sign-up details are no longer here. Please fill in the sign-up form again.</p>
        <Link href="/signup" className="text-primary font-semibold hover:underline">
          Back to Sign Up
        </Link>
      </div>
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateCode(code);
    if (invalid) return error(invalid);
    if (!pending) return;
    setBusy(true);
    try {
      await register({ ...pending, verification_code: code.trim() });
      useSignupStore.getState().clear();
      notify.success(MSG.code.accountVerified);
      router.push('/login');
    } catch (err) {
      error(codeErrorText(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {pending && (
        <p className="text-sm text-gray-600">
          We sent a 4-digit code to <strong className="text-gray-900">{pending.email}</strong>.
        </p>
      )}
      <CodeField value={code} onValue={setCode} />
      <FormAlert message={message} />
      <SubmitButton busy={busy}>Verify</SubmitButton>
      <p className="text-center text-sm text-gray-600">
        Wrong email?{' '}
        <Link href="/signup" className="text-primary font-semibold hover:underline">
          Back to Sign Up
        </Link>
      </p>
    </form>
  );
}
