import { Link } from '@/components/ui/link';
import { MSG } from '@common/messages';

/** The shop's own page for a brief outage of its catalogue: what happened, and the way home. */
export function UnavailableView() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{MSG.unavailable.heading}</h1>
      <p className="mt-4 text-gray-700">{MSG.unavailable.body}</p>
      <Link
        href="/"
        className="bg-primary hover:bg-primary-dark mt-8 rounded-full px-6 py-2.5 text-sm font-semibold text-white"
      >
        {MSG.unavailable.home}
      </Link>
    </main>
  );
}
