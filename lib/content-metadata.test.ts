import { contentMetadata } from './content-metadata';
import { plainText } from './seo/text';

// The one HTML-to-text helper (lib/seo/text.ts), as the content pages' descriptions use it.
describe('plainText for content descriptions', () => {
  it('turns rich text into one line of plain text', () => {
    expect(
      plainText('<p>We ship <strong>fresh</strong> plants.</p>\n<h3>Returns</h3><p>Tea &amp; spices</p>'),
    ).toBe('We ship fresh plants. Returns Tea & spices');
  });

  it('drops script and style contents', () => {
    expect(plainText('<style>p{color:red}</style><p>Hello</p><script>alert(1)</script>')).toBe('Hello');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const long = `<p>${'garden '.repeat(60)}</p>`;
    const out = plainText(long, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith('garden…')).toBe(true);
  });
});

describe('contentMetadata', () => {
  it('uses the page text for the description and sets the canonical path', () => {
    const meta = contentMetadata({
      title: 'Return Policy',
      html: '<p>Easy returns.</p>',
      fallbackDescription: 'fallback',
      path: '/return-policy',
    });
    expect(meta.title).toBe('Return Policy');
    expect(meta.description).toBe('Easy returns.');
    expect(meta.alternates?.canonical).toBe('/return-policy');
  });

  it('falls back when the page has no text', () => {
    expect(
      contentMetadata({ title: 'About', html: null, fallbackDescription: 'Our story', path: '/about' })
        .description,
    ).toBe('Our story');
  });
});
