import { SHOP_NAME } from '@common/constants';
import { ORDER_MSG } from '@common/messages';
import type { MailMessage } from '../mailer';

/**
 * The emails of an order after its confirmation: shipped, canceled, refunded. Texts are in
 * common/messages/orders.ts; subjects carry the order number and nothing secret.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const M = ORDER_MSG.email;

/** A paragraph: plain text, or a link shown with its address. */
type Block = string | { link: string; label: string };

export function compose(to: string, subject: string, name: string, blocks: Block[]): MailMessage {
  const all: Block[] = [M.greeting(name), ...blocks, M.signOff, SHOP_NAME];
  const text = all.map((b) => (typeof b === 'string' ? b : `${b.label}\n${b.link}`)).join('\n\n');
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;line-height:1.5;max-width:560px">',
    ...all.map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p>${escapeHtml(b.label)} <a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`,
    ),
    '</div>',
  ].join('\n');
  return { to, subject, text, html };
}

export interface OrderMailInput {
  to: string;
  name: string;
  orderNo: string;
}

export function shippedEmail(
  o: OrderMailInput & {
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
    /** A guest's signed link to ask for a return (services/returns/order-links.ts). */
    returnLink?: { label: string; url: string } | null;
  },
): MailMessage {
  return compose(o.to, M.shipped.subject(o.orderNo), o.name, [
    M.shipped.lead(o.orderNo, o.carrier),
    M.shipped.tracking(o.trackingNumber),
    ...(o.trackingUrl ? [{ label: M.shipped.track, link: o.trackingUrl }] : []),
    ...(o.returnLink ? [{ label: o.returnLink.label, link: o.returnLink.url }] : []),
  ]);
}

/** `refunded` is the amount paid back, formatted; null for an order that was never paid. */
export function canceledEmail(o: OrderMailInput & { refunded: string | null }): MailMessage {
  return compose(o.to, M.canceled.subject(o.orderNo), o.name, [
    M.canceled.lead(o.orderNo),
    o.refunded ? M.canceled.refund(o.refunded) : M.canceled.unpaid,
  ]);
}

export function refundedEmail(
  o: OrderMailInput & { amount: string; refundedSoFar: string; remaining: string },
): MailMessage {
  return compose(o.to, M.refunded.subject(o.orderNo), o.name, [
    M.refunded.lead(o.orderNo, o.amount),
    M.refunded.total(o.refundedSoFar, o.remaining),
    M.refunded.delay,
  ]);
}
