/** Maps the API's `items.<i>.quantity` errors back to the products they are about. */
export function errorsById(
  items: { id: number }[],
  errors: Record<string, string> = {},
): Map<number, string> {
  const byId = new Map<number, string>();
  for (const [key, message] of Object.entries(errors)) {
    const index = Number(/^items\.(\d+)/.exec(key)?.[1]);
    const item = items[index];
    if (item) byId.set(item.id, message);
  }
  return byId;
}
