import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { filterPage } from '@/lib/cms-client/filter';
import { parseFilterParams } from '@/lib/filter-params';
import { getClosestMatches } from '@/lib/cms-client/suggest';
import { MSG, SEARCH_MSG } from '@common/messages';
import { FilterResults } from './filter-results';

jest.mock('@/lib/cms-client/filter', () => ({ filterPage: jest.fn() }));
jest.mock('@/lib/cms-client/categories', () => ({
  getFeaturedCategories: async () => [
    { id: 1, slug: 'indoor-plants', name: 'Indoor Plants', image: '/c.webp' },
  ],
}));
jest.mock('@/lib/cms-client/suggest', () => ({
  getClosestMatches: jest.fn(async () => ({ products: [], categories: [] })),
}));
// next/form needs the app router; a plain form shows the same fields.
jest.mock('next/form', () => ({
  __esModule: true,
  default: (props: ComponentProps<'form'>) => <form {...props} />,
}));

async function renderResults(query: Record<string, string>) {
  render(await FilterResults({ params: parseFilterParams(query) }));
}

describe('the /filter results', () => {
  it('say the search is unavailable, without a count or "No items to show", when the CMS failed', async () => {
    jest.mocked(filterPage).mockResolvedValue({ available: false });
    await renderResults({ q: 'tulsi' });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.searchUnavailable);
    expect(screen.queryByTestId('item-count')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.noItems)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sort products' })).toBeInTheDocument();
  });

  it('say "0 items" and "No items to show" when nothing matched', async () => {
    jest.mocked(filterPage).mockResolvedValue({ available: true, products: [], total: 0 });
    await renderResults({ q: 'tulsi' });
    expect(screen.getByTestId('item-count')).toHaveTextContent('0 items');
    expect(screen.getByText(MSG.noItems)).toBeInTheDocument();
    expect(screen.queryByText(MSG.searchUnavailable)).not.toBeInTheDocument();
  });

  it("offer 'Did you mean' with the closest products, and the categories, when a search found nothing", async () => {
    jest.mocked(filterPage).mockResolvedValue({ available: true, products: [], total: 0 });
    jest.mocked(getClosestMatches).mockResolvedValue({
      products: [
        {
          id: 7,
          slug: 'hydrangea-endless-summer',
          name: "Hydrangea 'Endless Summer'",
          image: '/h.webp',
          price: 39,
        },
      ],
      categories: [],
    });
    await renderResults({ q: 'hydrangeeeaaa' });
    expect(getClosestMatches).toHaveBeenCalledWith('hydrangeeeaaa');
    expect(screen.getByTestId('did-you-mean')).toHaveTextContent(SEARCH_MSG.didYouMean);
    expect(screen.getByRole('link', { name: "Hydrangea 'Endless Summer'" })).toHaveAttribute(
      'href',
      '/product/hydrangea-endless-summer',
    );
    const browse = screen.getByRole('navigation', { name: SEARCH_MSG.browseCategories });
    expect(browse).toContainElement(screen.getByRole('link', { name: 'Indoor Plants' }));
  });
});
