/** @jest-environment node */
import { signClientAddress } from '@common/client-address';
import { MSG } from '@common/messages';
import { sendContactAction } from './contact';
import { subscribeAction } from './newsletter';

jest.mock('../cms-client/content', () => ({
  sendContactMessage: jest.fn(),
  subscribeNewsletter: jest.fn(),
}));
const cms = jest.requireMock('../cms-client/content') as {
  sendContactMessage: jest.Mock;
  subscribeNewsletter: jest.Mock;
};

// The request as proxy.ts hands it on: the shopper's address it decided, whatever X-Forwarded-For says.
jest.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ 'x-shop-shopper-address': '203.0.113.9', 'x-forwarded-for': '198.51.100.66' }),
}));
const SECRET = 'unit-client-secret';
const signed = {
  'x-shop-client-address': '203.0.113.9',
  'x-shop-client-signature': signClientAddress('203.0.113.9', SECRET),
};

beforeEach(() => {
  jest.resetAllMocks();
  process.env.CLIENT_ADDRESS_SECRET = SECRET;
});

describe('contact action', () => {
  const valid = { name: ' Asha ', email: 'asha@example.com ', message: ' Hello ' };

  it('validates again on the server and never calls the CMS with a bad form', async () => {
    await expect(sendContactAction({ ...valid, name: '' })).resolves.toEqual({
      ok: false,
      message: MSG.contact.nameEmpty,
    });
    await expect(sendContactAction({ ...valid, email: 'x@' })).resolves.toEqual({
      ok: false,
      message: MSG.contact.emailInvalid,
    });
    // Anything but strings (a forged call) counts as empty.
    await expect(sendContactAction({ name: 5, email: null, message: [] } as never)).resolves.toEqual({
      ok: false,
      message: MSG.contact.nameEmpty,
    });
    expect(cms.sendContactMessage).not.toHaveBeenCalled();
  });

  it("sends the trimmed form with the shopper's signed address and thanks the shopper", async () => {
    cms.sendContactMessage.mockResolvedValue({ ok: true });
    await expect(sendContactAction(valid)).resolves.toEqual({ ok: true, message: MSG.contact.thanks });
    expect(cms.sendContactMessage).toHaveBeenCalledWith(
      { name: 'Asha', email: 'asha@example.com', message: 'Hello' },
      signed,
    );
  });

  it("passes on the CMS's failure message", async () => {
    cms.sendContactMessage.mockResolvedValue({ ok: false, message: MSG.serverError });
    await expect(sendContactAction(valid)).resolves.toEqual({ ok: false, message: MSG.serverError });
  });
});

describe('newsletter action', () => {
  it("thanks the subscriber on success, having sent the shopper's signed address", async () => {
    cms.subscribeNewsletter.mockResolvedValue({ ok: true });
    await expect(subscribeAction(' asha@example.com ')).resolves.toEqual({
      ok: true,
      message: MSG.newsletter.thanks,
    });
    expect(cms.subscribeNewsletter).toHaveBeenCalledWith('asha@example.com', signed);
  });

  it("says 'Failed to subscribe. Try again later.' for a false status or a failed call", async () => {
    cms.subscribeNewsletter.mockResolvedValue({ ok: false, message: 'whatever the CMS said' });
    await expect(subscribeAction('asha@example.com')).resolves.toEqual({
      ok: false,
      message: MSG.newsletter.failed,
    });
  });

  it('refuses a bad address without calling the CMS', async () => {
    await expect(subscribeAction('asha@')).resolves.toEqual({ ok: false, message: MSG.newsletter.invalid });
    await expect(subscribeAction('')).resolves.toEqual({ ok: false, message: MSG.newsletter.invalid });
    expect(cms.subscribeNewsletter).not.toHaveBeenCalled();
  });
});
