import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { SignupForm } from '@/components/account/signup-form';
import { MSG } from '@common/messages';

export const metadata: Metadata = { title: 'Sign Up', robots: { index: false } };

export default function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle={MSG.cart.firstOrderInvite}>
      <SignupForm />
    </AuthCard>
  );
}
