/** @jest-environment node */
// Lives outside lib/cms-client/ because jest.config ignores every path containing /cms/ (meant for the CMS server).
import { MSG } from '@common/messages';
import { safeHttpUrl, sanitizeRichText, sendContactMessage, subscribeNewsletter } from './cms-client/content';

const input = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };
const shopper = { 'x-shop-client-address': '203.0.113.9', 'x-shop-client-signature': 'ab' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('sending to the CMS', () => {
  it("posts the contact message as JSON with the shopper's headers and reports success", async () => {
    fetchMock.mockResolvedValue(json(201, { status: true, message: 'Thanks' }));
    await expect(sendContactMessage(input, shopper)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/contactMessage\/store$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(input);
    expect(new Headers(init.headers).get('x-shop-client-address')).toBe('203.0.113.9');
  });

  it("shows the CMS's message when it refuses the request", async () => {
    fetchMock.mockResolvedValue(json(422, { status: false, message: 'Message is too long', errors: {} }));
    await expect(sendContactMessage(input, {})).resolves.toEqual({
      ok: false,
      message: 'Message is too long',
    });
  });

  it('shows the message of a false status', async () => {
    fetchMock.mockResolvedValue(json(200, { status: false, message: 'Not now' }));
    await expect(sendContactMessage(input, {})).resolves.toEqual({ ok: false, message: 'Not now' });
  });

  it("says 'Server Error' when the CMS is unreachable or faulty", async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(sendContactMessage(input, {})).resolves.toEqual({ ok: false, message: MSG.serverError });
    fetchMock.mockResolvedValue(json(500, { status: false, message: 'db down at 10.0.0.3' }));
    await expect(sendContactMessage(input, {})).resolves.toEqual({ ok: false, message: MSG.serverError });
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 200 }));
    await expect(sendContactMessage(input, {})).resolves.toEqual({ ok: false, message: MSG.serverError });
  });

  it('subscribes an address to the newsletter', async () => {
    fetchMock.mockResolvedValue(json(200, { status: true, message: 'ok' }));
    await expect(subscribeNewsletter('asha@example.com', shopper)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/enquiry\/store$/);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@example.com' });
    expect(new Headers(init.headers).get('x-shop-client-address')).toBe('203.0.113.9');
  });
});

describe('content from the CMS is made safe', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<h3>Hi</h3><p onclick="x()">A <strong>b</strong><script>alert(1)</script><a href="javascript:alert(1)">c</a><img src=x onerror=alert(1)></p>',
    );
    expect(html).toContain('<h3>Hi</h3>');
    expect(html).toContain('<strong>b</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript|<img/);
  });

  it('accepts only http(s) URLs for links and the map', () => {
    expect(safeHttpUrl('https://www.openstreetmap.org/export/embed.html?bbox=1')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=1',
    );
    expect(safeHttpUrl('javascript:alert(1)')).toBe('');
    expect(safeHttpUrl('data:text/html,hi')).toBe('');
    expect(safeHttpUrl('not a url')).toBe('');
    expect(safeHttpUrl('')).toBe('');
  });
});
