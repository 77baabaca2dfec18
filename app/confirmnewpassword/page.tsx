import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { ConfirmNewPasswordForm } from '@/components/account/confirm-new-password-form';

export const metadata: Metadata = { title: 'New password', robots: { index: false } };

export default function ConfirmNewPasswordPage() {
  return (
    <AuthCard title="Choose a new password">
      <ConfirmNewPasswordForm />
    </AuthCard>
  );
}
