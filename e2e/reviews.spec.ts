import { expect, test, type Page } from './support/test';
import { REVIEW_MSG } from '@common/messages';
import { googleProductFieldProblems } from '../lib/seo/google-product-fields';
import { jsonLdBlocks } from './support/catalogue';
import {
  checkoutWith,
  expectOrderSuccess,
  fillCheckout,
  payButton,
  pickProduct,
  waitForPaymentForm,
} from './support/checkout';
import { consoleUrl, signedInOwner } from './support/console';
import { cmsUrl, newAccount, registerAccount, signIn as shopperSignIn } from './support/fixtures';
import { merchantListingProblems } from './support/merchant-listing';

// Setting up an owner waits for an authenticator time step; checkout and sign-in hash at production cost.
test.setTimeout(240_000);

/** A list's address once its search is applied: rows clicked before then can be replaced under the pointer. */
const searched = (q: string) =>
  new RegExp(`filter=[^&]*${encodeURIComponent(q).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The console's list of orders, searched for one, then its page. */
async function openOrder(page: Page, orderNo: string) {
  await page.goto(consoleUrl('/orders'));
  await page.getByPlaceholder('Order number, email or name').fill(`#${orderNo}`);
  await expect(page).toHaveURL(searched(`#${orderNo}`));
  await page.getByRole('cell', { name: `#${orderNo}` }).click();
  await expect(page).toHaveURL(/#\/orders\/\d+\/show$/);
}

test('a customer reviews a delivered product, the owner publishes it, and the page and its JSON-LD show it', async ({
  page,
  browser,
  request,
}) => {
  const account = newAccount('reviews');
  await registerAccount(request, account);
  const product = await pickProduct(request, 14);
  const title = `Thriving ${Date.now()}`;

  // The customer buys it, signed in.
  await shopperSignIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  await fillCheckout(page, { email: account.email, phone: account.phone, name: account.name });
  await payButton(page).click();
  const orderNo = await expectOrderSuccess(page);

  // Before delivery there is nothing to review.
  await page.goto('/profile/myreview');
  await expect(page.getByRole('heading', { name: REVIEW_MSG.myHeading })).toBeVisible();
  await expect(page.getByText(REVIEW_MSG.myEmpty)).toBeVisible();

  // The owner ships the order and marks it delivered in the console.
  const staffContext = await browser.newContext();
  const consolePage = await staffContext.newPage();
  await signedInOwner(consolePage, 'reviews');
  await openOrder(consolePage, orderNo);
  await consolePage.getByRole('button', { name: 'Ship' }).click();
  const ship = consolePage.getByRole('dialog');
  await ship.getByLabel(/^Carrier\b/).click();
  await consolePage.getByRole('option', { name: 'UPS' }).click();
  await ship.getByLabel(/^Tracking number\b/).fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(consolePage.getByText(/Order shipped/)).toBeVisible();
  await consolePage.getByRole('button', { name: 'Mark delivered' }).click();
  await consolePage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(consolePage.getByText('Order marked delivered')).toBeVisible();

  // The customer writes the review, with HTML in it that does not survive.
  await page.reload();
  const item = page.getByTestId('my-review').filter({ hasText: product.name });
  await item.getByRole('button', { name: REVIEW_MSG.write }).click();
  await item.getByLabel(REVIEW_MSG.stars(4)).check();
  await item.getByLabel(REVIEW_MSG.title).fill(title);
  await item
    .getByLabel(REVIEW_MSG.text)
    .fill('Arrived <b>well</b> packed<script>alert(1)</script> and grows fast.');
  await item.getByRole('button', { name: REVIEW_MSG.submit }).click();
  await expect(page.getByText(REVIEW_MSG.saved)).toBeVisible();
  await expect(item.getByTestId('my-review-status')).toContainText(REVIEW_MSG.status.pending);

  // Not shown until the owner publishes it.
  const reviewsUrl = cmsUrl(`/product/${product.slug}/reviews`);
  const before = (await (await request.get(reviewsUrl)).json()) as { data: { reviews: { title: string }[] } };
  expect(before.data.reviews.map((r) => r.title)).not.toContain(title);

  await consolePage.goto(consoleUrl('/reviews'));
  const row = consolePage.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(consolePage.getByText('Review published')).toBeVisible();
  await staffContext.close();

  // The product page, as a crawler gets it (server HTML), shows the rating, the review and its JSON-LD.
  let html = '';
  await expect(async () => {
    html = await (await request.get(`/product/${product.slug}`)).text();
    expect(html).toContain(title);
  }).toPass({ timeout: 30_000 });
  expect(html).not.toContain('alert(1)');
  const ld = jsonLdBlocks(html).find((d) => d['@type'] === 'Product')!;
  const rating = ld.aggregateRating as { ratingValue: number; reviewCount: number };
  expect(rating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(rating.ratingValue).toBeGreaterThan(0);
  const reviewLd = (
    ld.review as { name: string; reviewBody: string; reviewRating: { ratingValue: number } }[]
  ).find((r) => r.name === title);
  expect(reviewLd?.reviewRating.ratingValue).toBe(4);
  expect(reviewLd?.reviewBody).toBe('Arrived well packed and grows fast.');
  // Every required and recommended field of Google's product snippets and merchant listings.
  expect(googleProductFieldProblems(ld)).toEqual([]);
  expect(merchantListingProblems(ld, product)).toEqual([]);

  await page.goto(`/product/${product.slug}`);
  const section = page.getByRole('region', { name: REVIEW_MSG.heading });
  await expect(section.getByTestId('rating-summary')).toContainText(
    REVIEW_MSG.summary(rating.ratingValue, rating.reviewCount),
  );
  await expect(section.getByTestId('review').filter({ hasText: title })).toContainText(
    'Arrived well packed and grows fast.',
  );
  await page.goto('/profile/myreview');
  await expect(
    page.getByTestId('my-review').filter({ hasText: product.name }).getByTestId('my-review-status'),
  ).toContainText(REVIEW_MSG.status.published);
});
