import { fireEvent, render, screen } from '@testing-library/react';
import { SearchForm } from './search-form';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

// Set when the suggestions' module is evaluated: the lazy import has then mockArrived, and SearchText's own
// continuation runs a few microtasks later.
let mockArrived = false;
jest.mock('./search-combobox', () => {
  mockArrived = true;
  return {
    SearchCombobox: ({ defaultValue }: { defaultValue: string }) => (
      <input
        role="combobox"
        aria-controls="suggestions"
        aria-expanded={false}
        aria-label="Search products"
        name="q"
        defaultValue={defaultValue}
      />
    ),
  };
});

// React reads this flag to decide whether updates must come inside act().
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const microtasks = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe('the header search box before its suggestions load', () => {
  it('hands the suggesting box the text typed while the suggestions were arriving', async () => {
    // As in a browser: React renders the import's update on its own schedule, not at the end of an act().
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await typeWhileTheSuggestionsArrive();
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  async function typeWhileTheSuggestionsArrive() {
    render(<SearchForm categories={[]} />);
    const plain = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.focus(plain);
    // Let the import arrive and SearchText's continuation run, but not React's render of the swap.
    while (!mockArrived) await microtasks(1);
    await microtasks(5);
    fireEvent.change(plain, { target: { value: 'tea' } });
    expect(await screen.findByRole('combobox', { name: 'Search products' })).toHaveValue('tea');
  }

  it('keeps text typed before the page became interactive', async () => {
    render(<SearchForm categories={[]} q="" />);
    const plain = screen.getByRole('searchbox', { name: 'Search products' });
    // Typed before hydration: the box holds it, but no change event reached React.
    (plain as HTMLInputElement).value = 'masala';
    fireEvent.focus(plain);
    expect(await screen.findByRole('combobox', { name: 'Search products' })).toHaveValue('masala');
  });
});
