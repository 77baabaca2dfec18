import { Link } from '@/components/ui/link';
import { MSG } from '@common/messages';

/** The generic fallback for rendering errors: one message, never a stack trace (docs/behaviour.md#failures). */
export function ErrorView({ onRetry }: { onRetry?: () => void }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold text-gray-900">{MSG.unexpectedError}</h1>
      <div className="mt-8 flex gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="bg-primary hover:bg-primary-dark rounded-full px-6 py-2.5 text-sm font-semibold text-white"
          >
            Try again
          </button>
        ) : null}
        <Link
          href="/"
          className="rounded-full border border-gray-300 px-6 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Back to Home
        </Link>
      </div>
    </main>
  );
}
