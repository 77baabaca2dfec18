import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { CodeVerificationForm } from '@/components/account/code-verification-form';

export const metadata: Metadata = { title: 'Enter your code', robots: { index: false } };

export default function CodeVerificationPage() {
  return (
    <AuthCard title="Enter your code">
      <CodeVerificationForm />
    </AuthCard>
  );
}
