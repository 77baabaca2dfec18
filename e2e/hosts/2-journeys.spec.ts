import { ACCOUNT_LIMITS } from '../../cms/src/services/rate-limits';
import { MSG } from '@common/messages';
import {
  TEST_CARDS,
  checkoutWith,
  expectOrderSuccess,
  fillCheckout,
  guest,
  payButton,
  pickProduct,
  stockOf,
  waitForPaymentForm,
} from '../support/checkout';
import { cmsFeatureProducts } from '../support/catalogue';
import { newAccount, registerAccount, signIn } from '../support/fixtures';
import { postFrom } from '../support/from-address';
import { expect, test } from './support/test';
import { hostAddress, hostSlot } from './support/slots';

/** The core journeys on each host: browse, search, cart, pay with the test card, sign in. */
test('browse from the home page to a product and into the cart', async ({ page, request }, info) => {
  const product = await pickProduct(request, hostSlot(info, 2));
  const featured = await cmsFeatureProducts(request);
  await page.goto('/');
  // The home page lists the catalogue's featured products; one of them opens its page.
  await page.locator(`main a[href="/product/${featured[0]!.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${featured[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured[0]!.name);

  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText(MSG.cart.added).first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: product.name }).first()).toHaveAttribute(
    'href',
    `/product/${product.slug}`,
  );
});

test('search from the header, typos and all', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search products' }).click();
  const combo = page.getByRole('combobox', { name: 'Search products' });
  await combo.pressSequentially('lavendar', { delay: 30 });
  await combo.press('Enter');
  await expect(page).toHaveURL(/\/filter\?q=lavendar/);
  await expect(page.getByRole('heading', { name: "Lavender 'Hidcote'" }).first()).toBeVisible();
});

test('pay with the test card; the purchase shows on the product page within 5 s', async ({
  page,
  request,
}, info) => {
  const product = await pickProduct(request, hostSlot(info, 0));
  await page.goto(`/product/${product.slug}`);
  const before = await stockOf(request, product.id);
  await expect(page.getByTestId('stock-status')).toHaveText(`In Stock: ${before}`);

  await checkoutWith(page, [{ product, quantity: 2 }]);
  await waitForPaymentForm(page);
  await fillCheckout(page, guest('hosts'), TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectOrderSuccess(page);

  const shown = async () =>
    (await (await request.get(`/product/${product.slug}`)).text()).match(/In Stock: (\d+)/)?.[1];
  await expect.poll(shown, { timeout: 5000, intervals: [250] }).toBe(String(before - 2));
});

test('a customer signs in', async ({ page, request }) => {
  const account = newAccount('hosts');
  await registerAccount(request, account);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MSG.login.welcome(account.name)).first()).toBeVisible();
});

test("a stranger's wrong passwords under spoofed addresses are limited, the customer's sign-in is not", async ({
  request,
}, info) => {
  const customer = newAccount('spoofed');
  await registerAccount(request, customer);
  // Per account and address: the 6th wrong password from one machine is refused, whatever it claims to be.
  const limit = ACCOUNT_LIMITS.loginFailuresPerAccountAndAddress.failures;
  const answers: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const res = await postFrom(
      hostAddress(info, 4),
      'user/login',
      { email: customer.email, password: 'Wrong-password-1' },
      { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-shop-shopper-address': `198.51.100.${i + 1}` },
    );
    answers.push(res.status);
  }
  expect(answers).toEqual([...Array(limit).fill(401), ...Array(8 - limit).fill(429)]);

  const signedIn = await postFrom(hostAddress(info, 5), 'user/login', {
    email: customer.email,
    password: customer.password,
  });
  expect(signedIn.status, signedIn.body).toBe(200);
});
