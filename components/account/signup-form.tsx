'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { sendSignupCode } from '@/lib/browser-api/accounts';
import { SHOP_NAME } from '@common/constants';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { validateSignup } from '@/lib/validation/signup';
import { nameAsTyped, phoneAsTyped } from '@/lib/validation/typing';
import { useSignupStore } from '@/store/signup-store';
import { responseMessageOr } from './api-errors';
import { FormAlert, PasswordField, SubmitButton, TextField } from '@/components/ui/form-controls';
import { useRedirectSignedIn } from './use-redirect-signed-in';
import { useTimedMessage } from '@/components/ui/use-timed-message';

/**
 * Signup step 1: the CMS emails a 4-digit code; the form data travels to /signupverification in memory
 * (never in the URL or storage, as it holds the password).
 */
export function SignupForm() {
  const router = useRouter();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [phone, setPhone] = useState('');
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const { message, error } = useTimedMessage();
  useRedirectSignedIn();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = {
      name: name.trim(),
      email: email.trim(),
      password,
      confirm_password: confirm,
      phone_no: phone.trim(),
    };
    const invalid = validateSignup(input);
    if (invalid) return error(invalid);
    setBusy(true);
    try {
      const res = await sendSignupCode(input);
      if (!res.status) {
        error(res.message);
        setBusy(false);
        return;
      }
      useSignupStore.getState().setPending(input);
      notify.success(MSG.signup.created);
      router.push('/signupverification');
    } catch (err) {
      error(responseMessageOr(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Full name"
        autoComplete="name"
        value={name}
        onValue={(v) => setName(nameAsTyped(v))}
      />
      <TextField label="Email" type="email" autoComplete="email" value={email} onValue={setEmail} />
      <PasswordField label="Password" autoComplete="new-password" value={password} onValue={setPassword} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
      />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onValue={(v) => setPhone(phoneAsTyped(v))}
      />
      <TermsCheckbox checked={terms} onChange={setTerms} />
      <FormAlert message={message} />
      <SubmitButton busy={busy} disabled={!terms}>
        {`Register with ${SHOP_NAME}`}
      </SubmitButton>
      <SignInPrompt />
    </form>
  );
}

/** The terms must be accepted before the form can be sent; the terms open in a new tab. */
function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm text-gray-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="accent-primary mt-0.5 h-4 w-4"
      />
      <span>
        I agree to the{' '}
        <Link
          href="/termsandconditions"
          target="_blank"
          rel="noopener"
          className="text-primary font-medium hover:underline"
        >
          Terms and Conditions
        </Link>
      </span>
    </label>
  );
}

function SignInPrompt() {
  return (
    <p className="text-center text-sm text-gray-600">
      Already have an account?{' '}
      <Link href="/login" className="text-primary font-semibold hover:underline">
        Sign in
      </Link>
    </p>
  );
}
