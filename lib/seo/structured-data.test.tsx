import { render } from '@testing-library/react';
import { JsonLd } from '@/components/ui/json-ld';
import type { Product } from '@common/contract';
import { serializeJsonLd } from './json-ld';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, websiteJsonLd } from './structured-data';

const product: Product = {
  id: 7,
  slug: 'evil-pot',
  name: 'Evil </script ><script>alert(1)</script> </SCRIPT/> <!-- pot',
  image: 'https://cms.example/uploads/products/evil.webp',
  price: 12.5,
  quantity: 0,
  detail: '<p>Holds <strong>soil</strong> &amp; water.</p>',
  unit_in_gram: 500,
  ingredeints: null,
  category_slug: 'pots-planters',
  created_at: '2026-10-01T10:00:00.000Z',
};

type Offer = Record<string, unknown> & {
  shippingDetails: { shippingRate: { value: number } };
  hasMerchantReturnPolicy: Record<string, unknown>;
};
const offerOf = (p: Product) => (productJsonLd(p) as { offers: Offer }).offers;

beforeAll(() => {
  process.env.SITE_URL = 'https://shop.example';
});

describe('JSON-LD escaping', () => {
  it('never lets a value close the script element, in any spelling, and parses back the same', () => {
    const data = productJsonLd(product);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
    const { container } = render(<JsonLd data={[data, breadcrumbJsonLd([{ name: product.name }])]} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    const parsed = JSON.parse(container.querySelector('script')!.textContent ?? '') as { name: string }[];
    expect(parsed[0]!.name).toBe(product.name);
  });

  it('escapes the line separators JavaScript parsers may choke on', () => {
    const json = serializeJsonLd({ text: 'a\u2028b\u2029c' });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});

describe('structured data through next-seo', () => {
  it("gives a product the fields Google's merchant listing requires", () => {
    const ld = productJsonLd(product);
    expect(ld).toMatchObject({
      '@type': 'Product',
      image: [product.image],
      description: 'Holds soil & water.',
    });
    expect(offerOf(product)).toMatchObject({
      '@type': 'Offer',
      price: '12.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example/product/evil-pot',
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: 20, currency: 'USD' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: ['US'],
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 30,
        returnMethod: ['https://schema.org/ReturnByMail'],
      },
    });
  });

  it('ships free from $49, and says in stock when there is stock', () => {
    const at49 = offerOf({ ...product, price: 49, quantity: 3 });
    expect(at49.shippingDetails.shippingRate.value).toBe(0);
    expect(at49.availability).toBe('https://schema.org/InStock');
    expect(offerOf({ ...product, price: 48.99 }).shippingDetails.shippingRate.value).toBe(20);
  });

  it('takes no live plants or food back, as the return policy says', () => {
    for (const category_slug of ['indoor-plants', 'teas-snacks']) {
      expect(offerOf({ ...product, category_slug }).hasMerchantReturnPolicy).toEqual({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: ['US'],
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
        merchantReturnLink: 'https://shop.example/return-policy',
      });
    }
  });

  it('numbers breadcrumbs and links all but the last', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Pot' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Pot' },
    ]);
  });

  it('names the organisation, and offers the filter page as the site search', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@type': 'Organization',
      name: 'Himalayan Garden',
      url: 'https://shop.example',
    });
    expect(websiteJsonLd()).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.example/filter?q={search_term_string}' },
      },
    });
  });
});
