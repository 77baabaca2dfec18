/**
 * @jest-environment node
 */
import { readLimited } from './read-limited';

function streamOf(chunks: number[], counter = { pulled: 0 }) {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i === chunks.length) return controller.close();
      counter.pulled += chunks[i]!;
      controller.enqueue(new Uint8Array(chunks[i++]!).fill(0x61));
    },
  });
}

describe('readLimited', () => {
  it('keeps a body within the limit whole', async () => {
    const read = await readLimited(streamOf([3, 4]), 10);
    expect(read).toEqual({ bytes: new Uint8Array(7).fill(0x61), size: 7, complete: true });
  });

  it('stops at the chunk that crosses the limit, with the rest unread and the stream still open', async () => {
    const counter = { pulled: 0 };
    const body = streamOf([4, 4, 4, 4, 4, 4], counter);
    const read = await readLimited(body, 10);
    expect(read).toMatchObject({ size: 12, complete: false });
    expect(read.bytes.byteLength).toBe(0);
    expect(counter.pulled).toBeLessThan(24);
    expect(body.locked).toBe(false);
  });

  it('reads and drops what is over the limit up to the discard mark, keeping no more than the limit', async () => {
    const read = await readLimited(streamOf([4, 4, 4, 4]), 10, 100);
    expect(read).toMatchObject({ size: 16, complete: true });
    expect(read.bytes.byteLength).toBe(8);
  });
});
