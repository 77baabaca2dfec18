/**
 * The card inputs of the built-in test processor's form: what they keep while typing and when the card
 * form counts as complete (docs/behaviour.md#forms: the card must be valid). Stripe's PaymentElement makes
 * the same checks itself.
 */
export interface CardFields {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };

export const cardDigits = (number: string) => number.replace(/\D/g, '');

/** Digits in groups of four, at most 19 digits ("4242 4242 4242 4242"). */
export function cardNumberAsTyped(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1", "12", "12/3", "12/34": the slash comes by itself after the month. */
export function expiryAsTyped(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cvcAsTyped(value: string): string {
  return value.replace(/\D/g, '').slice(0, 3);
}

/** The Luhn checksum every real (and every test) card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY not before the current month (a card is valid through the end of its expiry month). */
export function isFutureExpiry(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

export function isCardComplete(card: CardFields, now: Date): boolean {
  const digits = cardDigits(card.number);
  return (
    digits.length >= 12 &&
    digits.length <= 19 &&
    passesLuhn(digits) &&
    isFutureExpiry(card.expiry, now) &&
    /^\d{3}$/.test(card.cvc)
  );
}
