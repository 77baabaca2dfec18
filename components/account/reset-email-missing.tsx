import { Link } from '@/components/ui/link';

/** Shown on the later reset screens when the shared email is gone (a new tab, or the flow finished). */
export function ResetEmailMissing() {
  return (
    <div className="space-y-4 text-sm text-gray-700">
      <p>Please request a password reset code first.</p>
      <Link href="/passwordreset" className="text-primary font-semibold hover:underline">
        Reset my password
      </Link>
    </div>
  );
}
