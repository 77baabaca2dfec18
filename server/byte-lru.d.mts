export function createByteLru<V>(maxBytes: number): {
  get(key: string): V | undefined;
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
  size(): { entries: number; bytes: number };
};
