import { render } from '@testing-library/react';
import { JsonLd } from '@/components/ui/json-ld';
import type { Product } from '@common/contract';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

const product: Product = {
  id: 7,
  slug: 'evil-plant',
  name: 'Evil </script><script>alert(1)</script> <!-- plant',
  image: 'https://cms.example/uploads/products/evil.webp',
  price: 12.5,
  quantity: 0,
  detail: '<p>Grows <strong>fast</strong> &amp; tall.</p>',
  unit_in_gram: 500,
  ingredeints: null,
  category_slug: 'indoor-plants',
  created_at: '2026-10-01T10:00:00.000Z',
};

describe('JSON-LD escaping', () => {
  it('never lets a value close the script element, and still parses to the same data', () => {
    const data = productJsonLd(product);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/<\/script/i);
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('renders as exactly one script whose text is the data', () => {
    const { container } = render(<JsonLd data={productJsonLd(product)} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const parsed = JSON.parse(scripts[0]!.textContent ?? '') as { name: string };
    expect(parsed.name).toBe(product.name);
  });

  it('escapes the line separators JavaScript parsers may choke on', () => {
    const json = serializeJsonLd({ text: 'a\u2028b\u2029c' });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});

describe('JSON-LD builders', () => {
  beforeAll(() => {
    process.env.SITE_URL = 'https://shop.example';
  });

  it('describes a product with an offer in USD and its availability', () => {
    const data = productJsonLd(product) as { offers: Record<string, unknown>; description: string };
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '12.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example/product/evil-plant',
    });
    expect(data.description).toBe('Grows fast & tall.');
    const inStock = productJsonLd({ ...product, quantity: 3 }) as { offers: { availability: string } };
    expect(inStock.offers.availability).toBe('https://schema.org/InStock');
  });

  it('numbers breadcrumbs and links all but the last', () => {
    const data = breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Plant' }]) as {
      itemListElement: Record<string, unknown>[];
    };
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Plant' },
    ]);
  });

  it('offers the filter page as the site search', () => {
    const data = websiteJsonLd() as { potentialAction: { target: { urlTemplate: string } } };
    expect(data.potentialAction.target.urlTemplate).toBe(
      'https://shop.example/filter?q={search_term_string}',
    );
  });
});
