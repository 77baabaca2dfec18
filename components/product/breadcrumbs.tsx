import { Link } from '@/components/ui/link';
import type { Crumb } from '@/lib/seo/structured-data';

/** Visible trail matching the BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5 text-sm text-gray-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((c, i) => (
          <li key={`${i}-${c.name}`} className="flex items-center gap-1.5">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {c.path && i < crumbs.length - 1 ? (
              <Link href={c.path} className="hover:text-primary">
                {c.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-gray-800">
                {c.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
