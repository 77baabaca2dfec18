/**
 * How a review names its author on the product page: the first name and the last name's initial
 * ("Asha Karki" -> "Asha K."), so a review does not publish a customer's full name.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first || 'Customer';
  const last = words[words.length - 1]!;
  return `${first} ${last.charAt(0).toUpperCase()}.`;
}
