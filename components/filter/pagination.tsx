import { Link } from '@/components/ui/link';
import { pageHref, pageWindow } from '@/lib/pagination';

interface PaginationProps {
  path: string;
  query: Record<string, string | undefined>;
  page: number;
  count: number;
}

const ITEM =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
const LINK = `${ITEM} border-gray-300 bg-white text-gray-800 hover:border-primary hover:text-primary`;
// Dimmed but still readable: axe checks the contrast of disabled-looking text too (gray-500 on gray-50 is 4.6:1).
const DISABLED = `${ITEM} border-gray-200 bg-gray-50 text-gray-500`;

/**
 * Page links rendered on the server as real `<a href>`s (crawlers follow them; no JavaScript needed). They
 * keep the search, category and sorts. Hidden when everything fits on one page.
 */
export function Pagination({ path, query, page, count }: PaginationProps) {
  if (count <= 1) return null;
  const href = (p: number) => pageHref(path, query, p);
  const hasPrevious = page > 1;
  const hasNext = page < count;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {hasPrevious ? (
        <Link href={href(Math.min(page - 1, count))} className={LINK} aria-label="Previous page">
          ‹ Prev
        </Link>
      ) : (
        <span className={DISABLED} aria-hidden="true">
          ‹ Prev
        </span>
      )}
      {pageWindow(page, count).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="px-1 text-gray-400" aria-hidden="true">
            …
          </span>
        ) : item.current ? (
          <span
            key={item.page}
            aria-current="page"
            className={`${ITEM} border-primary bg-primary text-white`}
          >
            {item.page}
          </span>
        ) : (
          <Link key={item.page} href={href(item.page)} className={LINK} aria-label={`Page ${item.page}`}>
            {item.page}
          </Link>
        ),
      )}
      {hasNext ? (
        <Link href={href(page + 1)} className={LINK} aria-label="Next page">
          Next ›
        </Link>
      ) : (
        <span className={DISABLED} aria-hidden="true">
          Next ›
        </span>
      )}
    </nav>
  );
}
