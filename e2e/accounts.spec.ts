import { expect, test, type APIRequestContext, type Page } from './support/test';
import { SHOP_NAME } from '@common/constants';
import { MSG } from '@common/messages';
import {
  cmsUrl,
  newAccount,
  productWithStock,
  registerAccount,
  signIn,
  type TestAccount,
} from './support/fixtures';
import { waitForCode } from './support/mail';

const header = (page: Page) => page.locator('header');
/** The form's own message (the footer's newsletter box has an alert region too). */
const alert = (page: Page) => page.getByRole('main').getByRole('alert');

/** Everything the page's scripts can read: the access token must be in none of it. */
async function scriptVisibleStorage(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      cookie: document.cookie,
    }),
  );
}

/** Places and pays an order straight on the CMS with the test card processor, as the shopper. */
async function placePaidOrder(request: APIRequestContext, account: TestAccount): Promise<string> {
  const login = await request.post(cmsUrl('/user/login'), {
    data: { email: account.email, password: account.password },
  });
  const { data } = (await login.json()) as { data: { access_token: string; user: { id: number } } };
  const auth = { Authorization: `Bearer ${data.access_token}` };
  const product = await productWithStock(request, 20, 10_000);
  const items = [{ product_id: product.id, qty: 1, price: product.price }];
  const initiated = await request.post(cmsUrl('/order/test-initiate'), {
    headers: auth,
    data: { items, user_id: data.user.id, stripe_cus_id: null },
  });
  expect(initiated.ok(), await initiated.text()).toBe(true);
  const pay = ((await initiated.json()) as { data: { client_secret: string; pid: string; total: number } })
    .data;
  const placed = await request.post(cmsUrl('/order/placeorder'), {
    headers: auth,
    data: {
      name: account.name,
      email: account.email,
      phone: account.phone,
      state: 'NY',
      city: 'Queens',
      line1: '37-02 74th St',
      line2: '',
      postal_code: '11372',
      payment_method: 'card',
      total_amount: pay.total / 100,
      items,
      billingAddress: null,
      isBillingAndShippingSame: true,
      user_id: data.user.id,
      method: 'test',
      pid: pay.pid,
      is_first_order: true,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const confirmed = await request.post(cmsUrl('/payments/test/confirm'), {
    data: { client_secret: pay.client_secret, card_number: '4242 4242 4242 4242' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const updated = await request.post(cmsUrl('/order/test/update-order'), { data: { pid: pay.pid } });
  expect(updated.ok(), await updated.text()).toBe(true);
  return ((await updated.json()) as { data: { order_no: string } }).data.order_no;
}

test('signup checks its fields in order and needs the terms box', async ({ page }) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: `Register with ${SHOP_NAME}` });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank');
  await page.getByLabel('Full name').fill('Asha 2 Gurung!');
  await expect(page.getByLabel('Full name')).toHaveValue('Asha  Gurung');
  await page.getByLabel('Phone number').fill('(646) 555-0142');
  await expect(page.getByLabel('Phone number')).toHaveValue('6465550142');

  await page.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email', { exact: true }).fill('asha@example');
  await submit.click();
  await expect(alert(page)).toHaveText(MSG.signup.emailInvalid);
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Namaste-2026!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Namaste-2027!');
  await submit.click();
  await expect(alert(page)).toHaveText(MSG.signup.mismatch);
});

test('sign up with the mailed code, sign in, edit the profile, see orders, log out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('signup');

  await page.goto('/signup');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: `Register with ${SHOP_NAME}` }).click();

  await expect(page).toHaveURL(/\/signupverification$/);
  await expect(page.getByText(MSG.signup.created).first()).toBeVisible();
  // Nothing of the form, least of all the password, travels in the URL.
  expect(page.url()).not.toContain(account.password);
  const code = await waitForCode(account.email);

  const wrong = code === '0000' ? '1111' : '0000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(alert(page)).toHaveText(MSG.code.invalid);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MSG.code.accountVerified).first()).toBeVisible();

  // Wrong password: the server's message.
  await signIn(page, { ...account, password: 'not-the-password' });
  await expect(alert(page)).toHaveText('Invalid email or password');

  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MSG.login.welcome(account.name)).first()).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Profile' }).first()).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  // The token lives only in the HttpOnly cookie: no script-visible storage holds it...
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'hg_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(session?.value.length).toBeGreaterThan(20);
  const visible = await scriptVisibleStorage(page);
  expect(visible).not.toContain(session!.value);
  expect(visible).not.toContain('access_token');
  const storedUser = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(storedUser.state.user).toMatchObject({ name: account.name, email: account.email });

  // ...and yet the profile loads, so the cookie works.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  // Edit: one error at a time; the date of birth cannot be in the future.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.profile.phoneEmpty);
  await dialog.getByLabel('Phone number').fill('7185550199');
  await dialog.getByLabel('Date of birth').fill('2999-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.profile.dobFuture);
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.profile.addressEmpty);
  await dialog.getByLabel('Address').fill('37-02 74th St, Queens, NY 11372');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG.profile.updated).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('7185550199')).toBeVisible();
  await expect(page.getByText('1990-04-12')).toBeVisible();
  await expect(page.getByText('37-02 74th St, Queens, NY 11372')).toBeVisible();

  // Order history: empty, then an order paid with the test processor shows up.
  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  const orderNo = await placePaidOrder(request, account);
  await page.reload();
  const order = page.getByTestId('order').filter({ hasText: orderNo });
  await expect(order).toBeVisible();
  await expect(order.locator('[data-tone]')).toHaveAttribute('data-tone', /green|yellow/);

  // The address book: validated, kept in this browser for checkout.
  await page.getByRole('link', { name: 'Address Book' }).click();
  await page.getByRole('link', { name: 'Add Address' }).click();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('City').fill('Queens');
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel('Post code').fill('1137');
  await page.getByLabel('Street address').fill('37-02 74th St');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(alert(page)).toHaveText(MSG.address.postalInvalid);
  await page.getByLabel('Post code').fill('11372');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page).toHaveURL(/\/profile\/addressinformation$/);
  await expect(page.getByTestId('saved-address')).toContainText('Queens, NY 11372');

  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MSG.loggedOut).first()).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const afterLogout = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(afterLogout.state.user).toBeNull();
  const addressAfterLogout = await page.evaluate(() => JSON.parse(localStorage.getItem('address') ?? 'null'));
  expect(addressAfterLogout.state.address).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'hg_session')).toBeUndefined();
});

test('the profile area sends guests to login and back; signed-in shoppers skip login and signup', async ({
  page,
  request,
}) => {
  const account = newAccount('guard');
  await registerAccount(request, account);

  await page.goto('/profile/myorderhistory');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fmyorderhistory$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Take me to my account' }).click();
  await expect(page).toHaveURL(/\/profile\/myorderhistory$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/$/);

  // A session the server no longer knows (the cookie is gone) signs the shopper out cleanly.
  await page.context().clearCookies();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user.state.user).toBeNull();
});

test('login checks its fields in order', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Take me to my account' });
  await submit.click();
  await expect(alert(page)).toHaveText(MSG.login.emailEmpty);
  await page.getByLabel('Email', { exact: true }).fill('asha@');
  await submit.click();
  await expect(alert(page)).toHaveText(MSG.login.emailInvalid);
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await submit.click();
  await expect(alert(page)).toHaveText(MSG.login.passwordEmpty);
  await expect(page.getByRole('link', { name: MSG.login.forgot })).toHaveAttribute('href', '/passwordreset');
});

test('the proxy refuses cross-site posts and unknown paths', async ({ request, baseURL }) => {
  const crossSite = await request.post(`${baseURL}/api/v1/user/login`, {
    headers: { Origin: 'https://evil.example' },
    data: { email: 'a@example.com', password: 'x' },
  });
  expect(crossSite.status()).toBe(403);
  const webhook = await request.post(`${baseURL}/api/v1/payments/stripe/webhook`, {
    headers: { Origin: baseURL! },
    data: {},
  });
  expect(webhook.status()).toBe(404);
});
