/** @jest-environment node */
import { TEST_CONFIRM_PATH, testProcessorAdapter } from './test-processor-adapter';

const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const request = {
  clientSecret: 'pi_t_secret_s',
  pid: 'pi_t',
  card,
  returnUrl: 'http://shop.test/update-order',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(answer: Response | Error) {
  const fetch = jest.fn(async (_input: string, _init: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const navigate = jest.fn();
  return { adapter: testProcessorAdapter({ fetch, navigate }), fetch, navigate };
}

describe('testProcessorAdapter', () => {
  it('posts the client secret, the card digits and the return URL to the processor through the proxy', async () => {
    const { adapter, fetch } = setup(jsonResponse(200, { status: true, data: { outcome: 'succeeded' } }));
    await expect(adapter.confirm(request)).resolves.toEqual({ kind: 'succeeded' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(TEST_CONFIRM_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      client_secret: 'pi_t_secret_s',
      card_number: '4242424242424242',
      return_url: 'http://shop.test/update-order',
    });
  });

  it('sends the browser to the authentication page when the card requires it', async () => {
    const url = 'http://cms.test/api/v1/payments/test/authenticate?pid=pi_t';
    const { adapter, navigate } = setup(
      jsonResponse(200, { status: true, data: { outcome: 'requires_action', redirect_url: url } }),
    );
    await expect(adapter.confirm(request)).resolves.toEqual({ kind: 'redirect' });
    expect(navigate).toHaveBeenCalledWith(url);
  });

  it('reports a declined card as a failure with the processor’s message', async () => {
    const { adapter, navigate } = setup(
      jsonResponse(200, { status: true, message: 'Your card was declined.', data: { outcome: 'declined' } }),
    );
    await expect(adapter.confirm(request)).resolves.toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports an HTTP failure, a network failure and a missing card as failures', async () => {
    const refused = setup(
      jsonResponse(409, { status: false, message: 'This payment has already been completed' }),
    );
    await expect(refused.adapter.confirm(request)).resolves.toEqual({
      kind: 'failed',
      message: 'This payment has already been completed',
    });
    const offline = setup(new TypeError('Failed to fetch'));
    await expect(offline.adapter.confirm(request)).resolves.toMatchObject({ kind: 'failed' });
    const noCard = setup(jsonResponse(200, { status: true, data: { outcome: 'succeeded' } }));
    await expect(noCard.adapter.confirm({ ...request, card: undefined })).resolves.toMatchObject({
      kind: 'failed',
    });
    expect(noCard.fetch).not.toHaveBeenCalled();
  });
});
