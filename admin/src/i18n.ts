// ra-core's types only: this module stays loadable without the UI kit (its unit test runs in node).
import type { I18nProvider } from 'ra-core';
import { CONSOLE_TEXT } from './texts';

/** `resources.<name>.notifications.<event>`: the keys react-admin notifies a save or a delete with. */
const NOTIFICATION = /^resources\.([\w-]+)\.notifications\.(created|updated|deleted)$/;

/** The shop's words for a key react-admin would answer with 'Element created' / 'Element updated', or none. */
export function shopWords(key: string): string | undefined {
  const [, resource = '', event] = NOTIFICATION.exec(key) ?? [];
  if (event === 'deleted') return CONSOLE_TEXT.deleted[resource];
  if (event) return CONSOLE_TEXT.saved[resource];
  return undefined;
}

/** react-admin's texts (`base`, its English), with the generic save and delete notifications in the shop's words. */
export function withShopWords(base: I18nProvider): I18nProvider {
  return { ...base, translate: (key, options) => shopWords(key) ?? base.translate(key, options) };
}
