import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { SignupVerificationForm } from '@/components/account/signup-verification-form';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

export default function SignupVerificationPage() {
  return (
    <AuthCard title="Verify your email">
      <SignupVerificationForm />
    </AuthCard>
  );
}
