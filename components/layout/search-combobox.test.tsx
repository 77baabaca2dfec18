import { act, fireEvent, render, screen } from '@testing-library/react';
import { SUGGEST_DEBOUNCE_MS } from '@common/constants';
import type { Suggestions } from '@common/contract';
import { SearchCombobox } from './search-combobox';

// Headless UI positions the list with floating-ui, which watches sizes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const answer: Suggestions = {
  products: [{ id: 1, slug: 'hydrangea-endless-summer', name: 'Hydrangea', image: '/h.webp', price: 39 }],
  categories: [{ id: 2, slug: 'outdoor-plants', name: 'Outdoor Plants', image: '/c.webp' }],
};

interface Call {
  q: string;
  signal: AbortSignal;
  resolve: (s: Suggestions) => void;
}

function setUp() {
  const calls: Call[] = [];
  const fetcher = jest.fn(
    (q: string, signal: AbortSignal) =>
      new Promise<Suggestions>((resolve) => calls.push({ q, signal, resolve })),
  );
  const submit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  render(
    <form onSubmit={submit}>
      <SearchCombobox defaultValue="" inputClassName="" placeholder="Search" fetcher={fetcher} />
    </form>,
  );
  const input = screen.getByRole('combobox', { name: 'Search products' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { calls, fetcher, submit, input, type };
}

const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('the header search suggestions', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('ask nothing below 2 characters, and once per pause in typing from 2', async () => {
    const { calls, type } = setUp();
    type('h');
    await wait(SUGGEST_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    type('hy');
    await wait(SUGGEST_DEBOUNCE_MS / 2);
    type('hyd');
    await wait(SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((c) => c.q)).toEqual(['hyd']);
  });

  it('abort a request whose text is no longer current, and show only the current answer', async () => {
    const { calls, type } = setUp();
    type('hyd');
    await wait(SUGGEST_DEBOUNCE_MS);
    type('hydr');
    expect(calls[0]?.signal.aborted).toBe(true);
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(calls[1]?.q).toBe('hydr');
    expect(calls[1]?.signal.aborted).toBe(false);
    await act(async () => calls[0]?.resolve({ products: [], categories: [] }));
    await act(async () => calls[1]?.resolve(answer));
    expect(await screen.findByRole('option', { name: /Hydrangea/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Outdoor Plants/ })).toBeInTheDocument();
  });

  it('open the suggestion chosen by keyboard, and submit the form on Enter when none is chosen', async () => {
    const { calls, type, input, submit } = setUp();
    type('hydr');
    await wait(SUGGEST_DEBOUNCE_MS);
    await act(async () => calls[0]?.resolve(answer));
    await screen.findByRole('option', { name: /Hydrangea/ });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();

    type('hydra');
    await wait(SUGGEST_DEBOUNCE_MS);
    await act(async () => calls[1]?.resolve(answer));
    await screen.findByRole('option', { name: /Hydrangea/ });
    expect(screen.getByRole('option', { name: 'Search for “hydra”' })).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/product/hydrangea-endless-summer');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
