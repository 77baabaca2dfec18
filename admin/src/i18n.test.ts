/** @jest-environment node */
import type { I18nProvider } from 'ra-core';
import { withShopWords } from './i18n';
import { CONSOLE_TEXT } from './texts';

/** react-admin's English as far as these tests need it: every key answers its default text. */
const english: I18nProvider = {
  translate: (key, options) => (options?._ as string | undefined) ?? key,
  changeLocale: async () => {},
  getLocale: () => 'en',
};

describe('the console’s notifications in the shop’s words', () => {
  const i18n = withShopWords(english);
  const saved = { smart_count: 1, _: 'Element updated' };

  it('says what was saved instead of "Element updated" / "Element created"', () => {
    expect(i18n.translate('resources.products.notifications.updated', saved)).toBe('Product saved');
    expect(i18n.translate('resources.products.notifications.created', saved)).toBe('Product saved');
    expect(i18n.translate('resources.categories.notifications.updated', saved)).toBe(
      CONSOLE_TEXT.saved.categories,
    );
  });

  it('says a product delete is for good', () => {
    expect(i18n.translate('resources.products.notifications.deleted', saved)).toBe(
      'Product deleted for good',
    );
  });

  it('leaves react-admin’s other texts as they are', () => {
    expect(i18n.translate('ra.action.save', { _: 'Save' })).toBe('Save');
    expect(i18n.translate('resources.unknown.notifications.updated', saved)).toBe('Element updated');
  });
});
