import { Skeleton } from '@/components/ui/skeleton';

/** Stand-in for a content page while it loads: a title and paragraphs of the page's width. */
export function ContentSkeleton({ withImage = false }: { withImage?: boolean }) {
  return (
    <div role="status" aria-label="Loading" aria-busy="true" className="mx-auto max-w-3xl px-4 py-10">
      <Skeleton className="mb-8 h-9 w-2/3" />
      {withImage && <Skeleton className="mb-8 aspect-[3/2] w-full rounded-xl" />}
      {[0, 1, 2].map((block) => (
        <div key={block} className="mb-8 space-y-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      ))}
    </div>
  );
}
