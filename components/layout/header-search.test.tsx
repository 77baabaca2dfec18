import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HeaderSearch } from './header-search';

const mockSearchParams = jest.fn(() => new URLSearchParams('q=masala&cat=spices'));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  useSearchParams: () => mockSearchParams(),
}));

const categories = [
  { slug: 'indoor-plants', name: 'Indoor Plants' },
  { slug: 'spices', name: 'Spices' },
];

const searchBox = (root: HTMLElement) => within(root).getByRole('searchbox', { name: 'Search products' });
const categoryBox = (root: HTMLElement) => within(root).getByRole('combobox', { name: 'Category' });

// Issue #42, docs/adr/0107: the server renders the form empty without reading the URL, so a cached page
// costs no client bail-out; the browser fills in the URL's search once the page has hydrated.
describe('the header search', () => {
  beforeEach(() => mockSearchParams.mockClear());

  it('renders on the server without reading the URL, as an empty form', () => {
    const html = renderToString(<HeaderSearch categories={categories} />);
    expect(mockSearchParams).not.toHaveBeenCalled();
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(searchBox(page)).toHaveValue('');
    expect(categoryBox(page)).toHaveValue('');
    // No client-rendering bail-out left in the HTML.
    expect(html).not.toContain('BAILOUT_TO_CLIENT_SIDE_RENDERING');
  });

  it("shows the URL's search once hydrated, without a hydration mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeaderSearch categories={categories} />);
    document.body.appendChild(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <HeaderSearch categories={categories} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(mockSearchParams).toHaveBeenCalled();
    expect(searchBox(container)).toHaveValue('masala');
    expect(categoryBox(container)).toHaveValue('spices');
    container.remove();
  });
});
