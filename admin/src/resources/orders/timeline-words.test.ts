/** @jest-environment node */
import { eventWords } from './timeline-words';

const lines = [
  { id: 11, name: 'Tulsi Tea' },
  { id: 12, name: 'Pink Salt' },
];

describe('an order timeline in words, not raw JSON', () => {
  it('names what a refund put back in stock', () => {
    const words = eventWords(
      {
        kind: 'refunded',
        data: {
          amount_cents: 1250,
          refund_id: 3,
          purpose: 'refund',
          restocked: [{ order_item_id: 11, qty: 2 }],
        },
      },
      lines,
    );
    expect(words).toBe('Refunded $12.50; back in stock: 2 × Tulsi Tea.');
    expect(words).not.toMatch(/[{}"]/);
  });

  it('says when nothing went back in stock', () => {
    expect(eventWords({ kind: 'refunded', data: { amount_cents: 500, restocked: [] } }, lines)).toBe(
      'Refunded $5.00; nothing went back in stock.',
    );
  });

  it('describes shipping, mails, a failed refund and the plain events', () => {
    expect(eventWords({ kind: 'shipped', data: { carrier: 'USPS', tracking_number: '9400' } }, lines)).toBe(
      'Shipped with USPS, tracking number 9400.',
    );
    expect(
      eventWords(
        { kind: 'email.sent', data: { template: 'shipped', to: 'a@example.com', subject: 'x' } },
        lines,
      ),
    ).toBe('Mailed the shipped email to a@example.com.');
    expect(
      eventWords({ kind: 'refund.failed', data: { amount_cents: 100, reason: 'declined' } }, lines),
    ).toBe('A refund of $1.00 failed: declined. No money moved.');
    expect(eventWords({ kind: 'placed', data: {} }, lines)).toBe('Placed by the customer.');
    expect(eventWords({ kind: 'canceled', data: { paid: false } }, lines)).toMatch(/before it was paid/);
  });

  it("names a return's moves (issue 41)", () => {
    expect(eventWords({ kind: 'return.approved', data: { return_id: 4 } }, lines)).toBe('Return #4 approved');
  });
});
