import { intentTarget } from './intent-prefetch';

const ORIGIN = 'http://localhost';

function inside(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector('[data-target]')!;
}

describe('intentTarget', () => {
  it('is the path and query of the same-origin link around the element', () => {
    expect(
      intentTarget(inside('<a href="/filter?cat=plants"><span data-target>Plants</span></a>'), ORIGIN),
    ).toBe('/filter?cat=plants');
  });

  it('accepts absolute links to this origin', () => {
    expect(intentTarget(inside('<a data-target href="http://localhost/product/x">x</a>'), ORIGIN)).toBe(
      '/product/x',
    );
  });

  it('is null for other sites, new tabs, downloads and elements outside links', () => {
    expect(intentTarget(inside('<a data-target href="https://example.com/a">a</a>'), ORIGIN)).toBeNull();
    expect(intentTarget(inside('<a data-target href="/a" target="_blank">a</a>'), ORIGIN)).toBeNull();
    expect(intentTarget(inside('<a data-target href="/a.pdf" download>a</a>'), ORIGIN)).toBeNull();
    expect(intentTarget(inside('<button data-target>b</button>'), ORIGIN)).toBeNull();
    expect(intentTarget(null, ORIGIN)).toBeNull();
  });
});
