import { Skeleton } from '@/components/ui/skeleton';

/** Stand-in for the contact page: heading, details card, the three form fields and the map. */
export function ContactSkeleton() {
  return (
    <div role="status" aria-label="Loading" aria-busy="true" className="mx-auto max-w-6xl px-4 py-10">
      <Skeleton className="mb-2 h-9 w-48" />
      <Skeleton className="mb-8 h-5 w-2/3" />
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <Skeleton className="h-72 rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-32" />
          <Skeleton className="h-11 w-40" />
        </div>
      </div>
      <Skeleton className="mt-10 h-72 w-full rounded-xl sm:h-96" />
    </div>
  );
}
