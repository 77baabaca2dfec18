'use client';

import { useState, type FormEvent } from 'react';
import { CodeField } from '@/components/account/code-field';
import { FormAlert } from '@/components/ui/form-controls';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { confirmEmailChange } from '@/lib/browser-api/accounts';
import { ApiError } from '@/lib/browser-api/client';
import { notify } from '@/lib/notify';
import type { Profile } from '@common/contract';
import { ACCOUNT_SAFETY_MSG, MSG } from '@common/messages';
import { DialogButtons } from './dialog-buttons';

interface Props {
  /** What the server said when it mailed the code (names the new address). */
  sentMessage: string;
  onConfirmed: (profile: Profile) => void;
  onClose: () => void;
}

/** The second step of an email change: the code mailed to the new address makes it the account's. */
export function EmailChangeStep({ sentMessage, onConfirmed, onClose }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { message, error } = useTimedMessage();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!code) return error(MSG.code.empty);
    if (!/^\d{4}$/.test(code)) return error(MSG.code.invalid);
    setBusy(true);
    try {
      onConfirmed(await confirmEmailChange(code));
      notify.success(ACCOUNT_SAFETY_MSG.emailChanged);
    } catch (err) {
      error(err instanceof ApiError && err.status < 500 ? err.message : MSG.profile.updateServerError);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <p role="status" className="text-sm text-gray-700">
        {sentMessage}
      </p>
      <CodeField value={code} onValue={setCode} />
      <FormAlert message={message} />
      <DialogButtons busy={busy} onCancel={onClose} submit={ACCOUNT_SAFETY_MSG.confirmEmailChange} />
    </form>
  );
}
