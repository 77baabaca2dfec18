import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthCard } from '@/components/account/auth-card';
import { LoginForm } from '@/components/account/login-form';

export const metadata: Metadata = { title: 'Sign In', robots: { index: false } };

export default function LoginPage() {
  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to see your profile and orders.">
      {/* The form reads ?next=, a request-time value: it renders on the client inside this boundary. */}
      <Suspense>
        <LoginForm />
      </Suspense>
    </AuthCard>
  );
}
