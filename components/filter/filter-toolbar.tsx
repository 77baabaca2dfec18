import Form from 'next/form';
import type { FilterParams } from '@/lib/filter-params';

const SELECT =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * Sort-by-date and sort-by-price selects with the Filter button. A plain GET form to /filter (next/form
 * turns it into a client navigation when JavaScript runs): it keeps the search text and category, sends
 * the sorts, and by leaving `page` out it starts again at page 1.
 */
export function FilterToolbar({ params }: { params: FilterParams }) {
  return (
    <Form
      action="/filter"
      // A new URL brings new defaults; the key makes React take them instead of keeping the old choice.
      key={`${params.sort ?? ''}|${params.price ?? ''}|${params.q}|${params.cat}`}
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      aria-label="Sort products"
    >
      {params.q && <input type="hidden" name="q" value={params.q} />}
      {params.cat && <input type="hidden" name="cat" value={params.cat} />}
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        Sort by date
        <select name="sort" defaultValue={params.sort ?? ''} className={SELECT}>
          <option value="">Any date</option>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        Sort by price
        <select name="price" defaultValue={params.price ?? ''} className={SELECT}>
          <option value="">Any price</option>
          <option value="high_to_low">High to low</option>
          <option value="low_to_high">Low to high</option>
        </select>
      </label>
      <button
        type="submit"
        className="col-span-2 bg-primary hover:bg-primary-dark h-10 rounded-md px-6 text-sm font-semibold text-white transition-colors"
      >
        Filter
      </button>
    </Form>
  );
}
