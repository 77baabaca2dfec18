import { Link } from '@/components/ui/link';
import { MSG } from '@common/messages';

export function NotFoundView() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-primary text-7xl font-extrabold tracking-tight">404</p>
      <h1 className="mt-4 text-xl font-semibold text-gray-900">{MSG.notFound}</h1>
      <Link
        href="/"
        className="bg-primary hover:bg-primary-dark mt-8 rounded-full px-6 py-2.5 text-sm font-semibold text-white"
      >
        Back to Home
      </Link>
    </main>
  );
}
