import * as z from 'zod/mini';
import { validItemsById } from './restore-list';

const item = z.object({ id: z.number(), name: z.string() });

describe('validItemsById', () => {
  it('keeps the items that pass the schema, the first of each id, in order', () => {
    const saved = [
      { id: 2, name: 'b' },
      { id: 'x', name: 'bad id' },
      { id: 1, name: 'a' },
      { id: 2, name: 'b again' },
      null,
      { id: 3 },
    ];
    expect(validItemsById(saved, item)).toEqual([
      { id: 2, name: 'b' },
      { id: 1, name: 'a' },
    ]);
  });
});
