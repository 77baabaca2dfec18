'use client';

import { Link } from '@/components/ui/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { login } from '@/lib/browser-api/accounts';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { safeNextPath } from '@/lib/session/next-path';
import { validateLogin } from '@/lib/validation/login';
import { useUiStore } from '@/store/ui-store';
import { useUserStore } from '@/store/user-store';
import { responseMessageOr } from './api-errors';
import { FormAlert, PasswordField, SubmitButton, TextField } from '@/components/ui/form-controls';
import { useRedirectSignedIn } from './use-redirect-signed-in';
import { useTimedMessage } from '@/components/ui/use-timed-message';

/**
 * Login. Success stores the user summary (the token stays in the proxy's HttpOnly cookie) and goes to the
 * home page, which shows 'Welcome, {name}' as its open notice; with a safe `next` path (a guest sent here
 * from the profile area) it goes back there and shows the welcome itself.
 */
export function LoginForm() {
  const router = useRouter();
  const next = safeNextPath(useSearchParams().get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { message, error } = useTimedMessage();
  useRedirectSignedIn(!done);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) return error(invalid);
    setBusy(true);
    try {
      const { user } = await login(email.trim(), password);
      setDone(true);
      useUserStore.getState().setUser(user);
      const welcome = MSG.login.welcome(user.name);
      if (next === '/') useUiStore.getState().setOpenNotice(welcome);
      else notify.success(welcome);
      router.replace(next);
    } catch (err) {
      error(responseMessageOr(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        placeholder="you@example.com"
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      <div className="text-right">
        <Link href="/passwordreset" className="text-primary text-sm hover:underline">
          {MSG.login.forgot}
        </Link>
      </div>
      <FormAlert message={message} />
      <SubmitButton busy={busy}>{busy ? 'Signing in…' : MSG.login.submit}</SubmitButton>
      <p className="text-center text-sm text-gray-600">
        New here?{' '}
        <Link href="/signup" className="text-primary font-semibold hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
