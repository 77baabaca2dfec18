import { render } from '@testing-library/react';
import { BreadcrumbJsonLd, JsonLdScript, OrganizationJsonLd, ProductJsonLd } from 'next-seo';
import type { Product } from '@common/contract';
import {
  breadcrumbStructuredData,
  organizationStructuredData,
  productStructuredData,
  websiteStructuredData,
} from './structured-data';

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

type Ld = Record<string, unknown> & { offers: Record<string, unknown> & { shippingDetails: ShippingLd } };
type ShippingLd = {
  shippingRate: { value: number; currency: string };
  shippingDestination: { addressCountry: string };
};

/** The one JSON-LD script a component renders, parsed. */
function rendered(element: React.ReactElement): Ld {
  const { container } = render(element);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as Ld;
}

beforeAll(() => {
  process.env.SITE_URL = 'https://shop.example';
});

describe('structured data through next-seo', () => {
  it('never lets a value close the script element, and parses back to the same name', () => {
    const { container } = render(<ProductJsonLd {...productStructuredData(product)} />);
    const html = container.innerHTML;
    expect(html).not.toMatch(/<\/script><script>alert/i);
    expect(html).not.toContain('<!-- plant');
    expect(rendered(<ProductJsonLd {...productStructuredData(product)} />).name).toBe(product.name);
  });

  it("gives a product the fields Google's merchant listing requires", () => {
    const ld = rendered(<ProductJsonLd {...productStructuredData(product)} />);
    expect(ld['@type']).toBe('Product');
    expect(ld.image).toEqual([product.image]);
    expect(ld.description).toBe('Grows fast & tall.');
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '12.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example/product/evil-plant',
    });
    expect(ld.offers.shippingDetails).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { value: 20, currency: 'USD' },
      shippingDestination: { addressCountry: 'US' },
    });
    expect(ld.offers.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['US'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
    });
  });

  it('ships free from $49, and says in stock when there is stock', () => {
    const at49 = rendered(
      <ProductJsonLd {...productStructuredData({ ...product, price: 49, quantity: 3 })} />,
    );
    expect(at49.offers.shippingDetails.shippingRate.value).toBe(0);
    expect(at49.offers.availability).toBe('https://schema.org/InStock');
    const under = rendered(<ProductJsonLd {...productStructuredData({ ...product, price: 48.99 })} />);
    expect(under.offers.shippingDetails.shippingRate.value).toBe(20);
  });

  it('numbers breadcrumbs and links all but the last', () => {
    const ld = rendered(
      <BreadcrumbJsonLd {...breadcrumbStructuredData([{ name: 'Home', path: '/' }, { name: 'Plant' }])} />,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Plant' },
    ]);
  });

  it('names the organisation, and offers the filter page as the site search', () => {
    const org = rendered(<OrganizationJsonLd {...organizationStructuredData()} />);
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Himalayan Garden',
      url: 'https://shop.example',
    });
    const site = rendered(<JsonLdScript data={websiteStructuredData()} scriptKey="website" />) as unknown as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(
      'https://shop.example/filter?q={search_term_string}',
    );
  });
});
