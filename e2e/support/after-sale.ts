import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '@common/contract';
import { NO_RETURN_CATEGORY_SLUGS } from '@common/constants';
import { consoleUrl } from './console';
import { cmsUrl } from './fixtures';
import { mailsTo } from './mail';

/** Helpers of the cancellations and returns journeys (issue 41). */

/** An .eml body as text: quoted-printable soft breaks joined and its bytes decoded. */
export function decodedMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The path and query of the signed order link in the newest mail to `email` whose subject matches. */
export async function signedLinkIn(email: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).find((m) => subject.test(m.subject));
        const found = mail
          ? /https?:\/\/[^\s"<]+\/order\/manage\?[^\s"<]+/.exec(decodedMail(mail.raw))
          : null;
        link = found ? new URL(found[0].replace(/&amp;/g, '&')).toString() : '';
        return link;
      },
      { message: `a signed order link mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(/order_no=\d+&token=/);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Waits for a mail to `email` whose subject matches. */
export async function expectMail(email: string, subject: RegExp): Promise<void> {
  await expect(() => expect(mailsTo(email).some((m) => subject.test(m.subject))).toBe(true)).toPass({
    timeout: 15_000,
  });
}

/**
 * A product the return policy takes back (not a plant or food), with stock, from the end of the catalogue
 * so other journeys (which pick from its start) do not buy it at the same time.
 */
export async function returnableProduct(request: APIRequestContext, nth: number): Promise<Product> {
  const all = ((await (await request.get(cmsUrl('/product/filter'))).json()) as { data: Product[] }).data;
  const pool = all
    .filter(
      (p) => !NO_RETURN_CATEGORY_SLUGS.includes(p.category_slug) && p.quantity >= 10 && p.quantity <= 500,
    )
    .sort((a, b) => b.id - a.id);
  const product = pool[nth];
  if (!product) throw new Error(`no returnable product #${nth}`);
  return product;
}

/** A list's address once its search is applied (rows clicked before could be replaced under the pointer). */
const searched = (q: string) =>
  new RegExp(`filter=[^&]*${encodeURIComponent(q).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Opens a console list (`orders` or `returns`) searched for the order and clicks its row. */
export async function openFromList(page: Page, resource: 'orders' | 'returns', orderNo: string) {
  await page.goto(consoleUrl(`/${resource}`));
  await page.getByPlaceholder('Order number, email or name').fill(`#${orderNo}`);
  await expect(page).toHaveURL(searched(`#${orderNo}`));
  await page
    .getByRole('cell', { name: `#${orderNo}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/${resource}/\\d+/show$`));
}
