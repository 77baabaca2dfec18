import { act, renderHook } from '@testing-library/react';
import { useStylesheetsReady } from './use-stylesheets-ready';

const CSS = '/_next/static/chunks/app.css';

/** The head of a cached page: the inlined rules and the deferral marker server/critical-css.mjs leaves. */
function cachedPageHead() {
  document.head.innerHTML = `<style data-precedence="next"></style><link rel="preload" as="style" href="${CSS}" media="not all">`;
}

/** The stylesheet React adds on hydration; `loaded` gives it the sheet a loaded link has. */
function addStylesheet(loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = CSS;
  Object.defineProperty(link, 'sheet', { value: loaded ? ({} as CSSStyleSheet) : null });
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useStylesheetsReady', () => {
  it('is true at once on a page that defers no stylesheet', () => {
    const { result } = renderHook(() => useStylesheetsReady());
    expect(result.current).toBe(true);
  });

  it('waits until the deferred stylesheet has loaded', () => {
    cachedPageHead();
    const link = addStylesheet(false);
    const { result } = renderHook(() => useStylesheetsReady());
    expect(result.current).toBe(false);

    const loaded = addStylesheet(true);
    act(() => {
      loaded.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(true);
    link.remove();
  });

  it('stops waiting when the stylesheet fails, so the page does not keep its skeleton', () => {
    cachedPageHead();
    const link = addStylesheet(false);
    const { result } = renderHook(() => useStylesheetsReady());
    expect(result.current).toBe(false);
    act(() => {
      link.dispatchEvent(new Event('error'));
    });
    expect(result.current).toBe(true);
  });
});
