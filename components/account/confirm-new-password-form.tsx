'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { changePassword } from '@/lib/browser-api/accounts';
import { ApiError, NetworkError } from '@/lib/browser-api/client';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { validateNewPassword } from '@/lib/validation/new-password';
import { useResetStore } from '@/store/reset-store';
import { useHydrated } from '@/store/use-hydrated';
import { FormAlert, PasswordField, SubmitButton } from '@/components/ui/form-controls';
import { ResetEmailMissing } from './reset-email-missing';
import { useTimedMessage } from '@/components/ui/use-timed-message';

/** Password reset, step 3: the new password, sent with the verified code. */
export function ConfirmNewPasswordForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const email = useResetStore((s) => s.email);
  const code = useResetStore((s) => s.code);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { message, error } = useTimedMessage();

  if (hydrated && (!email || !code)) return <ResetEmailMissing />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateNewPassword(password, confirm);
    if (invalid) return error(invalid);
    if (!email || !code) return;
    setBusy(true);
    let failure: string = MSG.newPassword.failed;
    try {
      const res = await changePassword({
        email,
        newpassword: password,
        confirmpassword: confirm,
        verification_code: code,
      });
      if (res.status) {
        useResetStore.getState().clear();
        notify.success(MSG.newPassword.changed);
        router.push('/login');
        return;
      }
    } catch (err) {
      if (err instanceof NetworkError) failure = err.message;
      // A rule the shopper can fix (e.g. too short) is explained; any other refusal has the usual text.
      else if (err instanceof ApiError && err.status === 422) failure = err.message;
    }
    error(failure);
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
      />
      <FormAlert message={message} />
      <SubmitButton busy={busy}>Change Password</SubmitButton>
    </form>
  );
}
