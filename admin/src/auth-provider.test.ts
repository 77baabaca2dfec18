/** @jest-environment node */
import { authProvider } from './auth-provider';

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  ) as typeof fetch;
}

describe('the console auth provider', () => {
  it('gives the signed-in member’s role', async () => {
    answer(200, { id: 1, email: 'o@example.com', name: 'O', role: 'owner' });
    await expect(authProvider.getPermissions!({})).resolves.toBe('owner');
  });

  it('gives no role without a session instead of failing, so the setup page is not logged out', async () => {
    answer(401, { message: 'Please sign in to the console.' });
    await expect(authProvider.getPermissions!({})).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('still fails on other errors', async () => {
    answer(503, { message: 'Down' });
    await expect(authProvider.getPermissions!({})).rejects.toMatchObject({ status: 503 });
  });
});
