import { expect, request as apiRequest, test } from './support/test';
import { MSG } from '@common/messages';
import { newAccount, registerAccount, signIn, type TestAccount } from './support/fixtures';

/**
 * After signing in, the login page follows `next` only to a path of the shop: every way of smuggling
 * another host in lands on the shop's home page instead (the host here is a closed loopback port).
 */
const BAD_NEXT = [
  '/.//127.0.0.9:9/x',
  '/..//127.0.0.9:9/x',
  '//127.0.0.9:9/x',
  '/\\127.0.0.9:9/x',
  '/%2F127.0.0.9:9/x',
  '/%5C127.0.0.9:9/x',
  'http://127.0.0.9:9/x',
  '/%09/127.0.0.9:9/x',
  'javascript:alert(1)',
];

let account: TestAccount;
test.beforeAll(async () => {
  account = newAccount('next');
  const request = await apiRequest.newContext();
  await registerAccount(request, account);
  await request.dispose();
});

for (const next of BAD_NEXT) {
  test(`signing in with next=${next} lands on the shop's home page`, async ({ page, baseURL }) => {
    await signIn(page, account, `/login?next=${encodeURIComponent(next)}`);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByText(MSG.login.welcome(account.name))).toBeVisible();
  });
}

test('signing in with next=/profile/myorderhistory goes there', async ({ page, baseURL }) => {
  await signIn(page, account, `/login?next=${encodeURIComponent('/profile/myorderhistory')}`);
  await expect(page).toHaveURL(`${baseURL}/profile/myorderhistory`);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});
