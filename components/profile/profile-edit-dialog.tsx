'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert, PasswordField, TextField } from '@/components/ui/form-controls';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { updateProfile } from '@/lib/browser-api/accounts';
import { ApiError } from '@/lib/browser-api/client';
import type { Profile } from '@common/contract';
import { ACCOUNT_SAFETY_MSG, MSG } from '@common/messages';
import { DialogButtons } from './dialog-buttons';
import { EmailChangeStep } from './email-change-step';
import { notify } from '@/lib/notify';
import { validateProfile } from '@/lib/validation/profile';
import { nameAsTyped, phoneAsTyped } from '@/lib/validation/typing';
import { useUserStore } from '@/store/user-store';

interface Props {
  open: boolean;
  profile: Profile;
  onClose: () => void;
  onSaved: (profile: Profile) => void;
}

/** Local date as YYYY-MM-DD: the latest date of birth the picker offers. */
function todayLocal(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The profile edit dialog; mounted afresh on each opening so it starts from the saved profile. */
export function ProfileEditDialog({ open, profile, onClose, onSaved }: Props) {
  // Set once a new email is pending: the dialog then asks for the code mailed to it.
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const close = () => {
    setPendingMessage(null);
    onClose();
  };
  const confirmed = (saved: Profile) => {
    keepUserInStore(saved);
    onSaved(saved);
    close();
  };
  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-lg rounded-t-xl bg-white p-6 shadow-xl sm:rounded-xl">
          <DialogTitle className="text-lg font-bold">Edit Profile</DialogTitle>
          {open && pendingMessage !== null && (
            <EmailChangeStep sentMessage={pendingMessage} onConfirmed={confirmed} onClose={close} />
          )}
          {open && pendingMessage === null && (
            <EditForm
              profile={profile}
              onClose={close}
              onSaved={onSaved}
              onEmailPending={setPendingMessage}
            />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function keepUserInStore(saved: Profile) {
  const user = useUserStore.getState().user;
  if (user) useUserStore.getState().setUser({ ...user, name: saved.name, email: saved.email });
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface FormProps extends Omit<Props, 'open'> {
  onEmailPending: (message: string) => void;
}

function EditForm({ profile, onClose, onSaved, onEmailPending }: FormProps) {
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(profile.phone_no ?? '');
  const [dob, setDob] = useState(profile.dateofbirth ?? '');
  const [address, setAddress] = useState(profile.address ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { message, error } = useTimedMessage();
  const today = todayLocal();
  const changesEmail = !sameEmail(email, profile.email);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = {
      name: name.trim(),
      email: email.trim(),
      phone_no: phone,
      dateofbirth: dob,
      address: address.trim(),
    };
    const invalid = validateProfile(input, today);
    if (invalid) return error(invalid);
    if (changesEmail && !currentPassword) return error(ACCOUNT_SAFETY_MSG.currentPasswordRequired);
    setBusy(true);
    try {
      const saved = await updateProfile(
        changesEmail ? { ...input, current_password: currentPassword } : input,
      );
      keepUserInStore(saved.profile);
      onSaved(saved.profile);
      if (!sameEmail(saved.profile.email, input.email)) return onEmailPending(saved.message);
      notify.success(MSG.profile.updated);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        // The server's reason (e.g. a wrong current password) stays in the form.
        error(err.message);
        notify.error(MSG.profile.updateFailed);
      } else {
        notify.error(MSG.profile.updateServerError);
      }
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <TextField
        label="Full name"
        autoComplete="name"
        value={name}
        onValue={(v) => setName(nameAsTyped(v))}
      />
      <TextField label="Email" type="email" autoComplete="email" value={email} onValue={setEmail} />
      {changesEmail && (
        <PasswordField
          label={ACCOUNT_SAFETY_MSG.currentPasswordLabel}
          autoComplete="current-password"
          value={currentPassword}
          onValue={setCurrentPassword}
        />
      )}
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onValue={(v) => setPhone(phoneAsTyped(v))}
      />
      <TextField label="Date of birth" type="date" max={today} value={dob} onValue={setDob} />
      <AddressBox value={address} onValue={setAddress} />
      <FormAlert message={message} />
      <DialogButtons busy={busy} onCancel={onClose} submit="Save" />
    </form>
  );
}

function AddressBox({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  return (
    <div>
      <label htmlFor="profile-address" className="mb-1 block text-sm font-medium text-gray-700">
        Address
      </label>
      <textarea
        id="profile-address"
        rows={3}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        autoComplete="street-address"
        className="focus:border-primary focus:ring-primary/20 w-full rounded border border-gray-300 px-3 py-2.5 text-sm outline-none focus:ring-2"
      />
    </div>
  );
}
