/** @jest-environment node */
import { checkRevalidateRequest } from './revalidate-request';

const SECRET = 'the-secret';

describe('revalidation request check', () => {
  it('accepts the right secret and a list of tags (duplicates dropped)', () => {
    expect(checkRevalidateRequest(SECRET, SECRET, { tags: ['catalogue', 'product:x', 'catalogue'] })).toEqual(
      {
        ok: true,
        tags: ['catalogue', 'product:x'],
      },
    );
  });

  it('refuses a missing or wrong secret with 401', () => {
    for (const header of [null, '', 'wrong', `${SECRET}x`]) {
      expect(checkRevalidateRequest(header, SECRET, { tags: ['catalogue'] })).toMatchObject({
        ok: false,
        status: 401,
      });
    }
  });

  it('refuses everything when the server has no secret configured', () => {
    expect(checkRevalidateRequest('', undefined, { tags: ['catalogue'] })).toMatchObject({ status: 401 });
    expect(checkRevalidateRequest('', '', { tags: ['catalogue'] })).toMatchObject({ status: 401 });
  });

  it('refuses a malformed body with 400', () => {
    for (const body of [null, {}, { tags: [] }, { tags: 'catalogue' }, { tags: [''] }, { tags: [1] }]) {
      expect(checkRevalidateRequest(SECRET, SECRET, body)).toMatchObject({ ok: false, status: 400 });
    }
  });
});
