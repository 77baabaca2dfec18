import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { PasswordResetForm } from '@/components/account/password-reset-form';

export const metadata: Metadata = { title: 'Reset password', robots: { index: false } };

export default function PasswordResetPage() {
  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a 4-digit code.">
      <PasswordResetForm />
    </AuthCard>
  );
}
