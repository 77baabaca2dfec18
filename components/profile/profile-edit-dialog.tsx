'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { updateProfile } from '@/lib/browser-api/accounts';
import { ApiError } from '@/lib/browser-api/client';
import type { Profile } from '@common/contract';
import { MSG } from '@common/messages';
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
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-lg rounded-t-xl bg-white p-6 shadow-xl sm:rounded-xl">
          <DialogTitle className="text-lg font-bold">Edit Profile</DialogTitle>
          {open && <EditForm profile={profile} onClose={onClose} onSaved={onSaved} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function EditForm({ profile, onClose, onSaved }: Omit<Props, 'open'>) {
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(profile.phone_no ?? '');
  const [dob, setDob] = useState(profile.dateofbirth ?? '');
  const [address, setAddress] = useState(profile.address ?? '');
  const [busy, setBusy] = useState(false);
  const { message, error } = useTimedMessage();
  const today = todayLocal();

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
    setBusy(true);
    try {
      const saved = await updateProfile(input);
      const user = useUserStore.getState().user;
      if (user) useUserStore.getState().setUser({ ...user, name: saved.name, email: saved.email });
      onSaved(saved);
      notify.success(MSG.profile.updated);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        // The server's reason (e.g. the email belongs to another account) stays in the form.
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
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onValue={(v) => setPhone(phoneAsTyped(v))}
      />
      <TextField label="Date of birth" type="date" max={today} value={dob} onValue={setDob} />
      <div>
        <label htmlFor="profile-address" className="mb-1 block text-sm font-medium text-gray-700">
          Address
        </label>
        <textarea
          id="profile-address"
          rows={3}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          autoComplete="street-address"
          className="focus:border-primary focus:ring-primary/20 w-full rounded border border-gray-300 px-3 py-2.5 text-sm outline-none focus:ring-2"
        />
      </div>
      <FormAlert message={message} />
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onClose}
          className="w-full rounded border border-gray-300 px-4 py-3 font-semibold text-gray-700 hover:bg-gray-50"
        >
          Cancel
        </button>
        <SubmitButton busy={busy}>Save</SubmitButton>
      </div>
    </form>
  );
}
