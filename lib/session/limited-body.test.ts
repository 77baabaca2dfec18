/**
 * @jest-environment node
 */
import { MAX_BODY_BYTES } from '@common/constants';
import { MSG } from '@common/messages';
import { NextRequest } from 'next/server';
import { readLimitedBody } from './limited-body';
import { proxy } from './proxy';

/** An endless chunked body that counts how many bytes were pulled from it. */
function endless(chunkBytes = 16 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
  return { stream, counter };
}

describe('readLimitedBody', () => {
  it('stops reading an endless body at the limit instead of reading it whole', async () => {
    const { stream, counter } = endless();
    expect(await readLimitedBody(stream, MAX_BODY_BYTES)).toEqual({ tooLarge: true });
    // What was pulled: the limit, the chunk that crossed it and the stream's one-chunk read-ahead.
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 16 * 1024);
  });

  it('returns a body within the limit, multi-byte characters across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"name":"नमस्ते"}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 11));
        controller.enqueue(bytes.slice(11));
        controller.close();
      },
    });
    expect(await readLimitedBody(stream)).toEqual({ text: '{"name":"नमस्ते"}' });
  });
});

describe('the /api/v1 proxy and a chunked body over the limit', () => {
  it('answers 413 with Connection: close and never calls the CMS', async () => {
    process.env.CMS_API_URL = 'http://cms.test';
    process.env.SITE_URL = 'http://localhost:3000';
    const fetchSpy = jest.spyOn(global, 'fetch');
    const { stream, counter } = endless();
    // A streamed body needs `duplex: 'half'`.
    const init = {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: stream,
      duplex: 'half' as const,
    };
    const req = new NextRequest('http://localhost:3000/api/v1/user/login', init);
    const res = await proxy(req, ['user', 'login']);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ status: false, message: MSG.bodyTooLarge });
    expect(counter.pulled).toBeLessThan(4 * MAX_BODY_BYTES);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
