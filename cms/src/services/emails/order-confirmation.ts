import { SHOP_NAME } from '@common/constants';
import { formatCents } from '@common/format';

export interface ConfirmationLine {
  name: string;
  qty: number;
  unitPriceCents: number;
}

export interface ConfirmationInput {
  orderNo: string;
  name: string;
  lines: ConfirmationLine[];
  subTotalCents: number;
  discountCents: number;
  /** Issue 40: each discount line, labelled; absent or empty: one 'First-order discount' line as before. */
  discounts?: { label: string; amount: number }[];
  shippingCents: number;
  totalCents: number;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string };
  /** A guest's signed link to cancel the order until it ships (services/returns/order-links.ts). */
  manageLink?: { label: string; url: string } | null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The order confirmation sent once an order is paid: number, lines, amounts and where it ships. */
export function orderConfirmationEmail(o: ConfirmationInput): {
  subject: string;
  text: string;
  html: string;
} {
  const addressLines = [
    o.name,
    o.address.line1,
    o.address.line2,
    `${o.address.city}, ${o.address.state} ${o.address.postalCode}`,
    o.address.country,
  ].filter((l) => l.trim() !== '');
  const amounts: [string, string][] = [
    ['Sub-total', formatCents(o.subTotalCents)],
    ...(o.discounts && o.discounts.length > 0
      ? o.discounts.map((d): [string, string] => [d.label, `-${formatCents(d.amount)}`])
      : o.discountCents > 0
        ? ([['First-order discount', `-${formatCents(o.discountCents)}`]] as [string, string][])
        : []),
    ['Shipping', o.shippingCents === 0 ? 'Free' : formatCents(o.shippingCents)],
    ['Total', formatCents(o.totalCents)],
  ];
  const lineTotal = (l: ConfirmationLine) => formatCents(l.unitPriceCents * l.qty);

  const text = [
    `Hello ${o.name},`,
    '',
    `Thank you for your order ${o.orderNo} at ${SHOP_NAME}. We have received your payment.`,
    '',
    ...o.lines.map((l) => `${l.qty} × ${l.name} (${formatCents(l.unitPriceCents)} each): ${lineTotal(l)}`),
    '',
    ...amounts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Shipping to:',
    ...addressLines,
    '',
    ...(o.manageLink ? [o.manageLink.label, o.manageLink.url, ''] : []),
    `${SHOP_NAME}`,
  ].join('\n');

  const row = (cells: string[], bold = false) =>
    `<tr>${cells
      .map(
        (c, i) =>
          `<td style="padding:4px 8px;${i > 0 ? 'text-align:right;' : ''}${bold ? 'font-weight:bold;' : ''}">${escapeHtml(c)}</td>`,
      )
      .join('')}</tr>`;
  const html = `<div style="font-family:Arial,sans-serif;color:#1f2a1f;max-width:560px">
<h2>Thank you for your order ${escapeHtml(o.orderNo)}</h2>
<p>Hello ${escapeHtml(o.name)}, we have received your payment.</p>
<table style="border-collapse:collapse;width:100%">
${o.lines.map((l) => row([`${l.qty} × ${l.name}`, formatCents(l.unitPriceCents), lineTotal(l)])).join('\n')}
</table>
<table style="border-collapse:collapse;width:100%;margin-top:12px">
${amounts.map(([label, value]) => row([label, value], label === 'Total')).join('\n')}
</table>
<p><strong>Shipping to:</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>
${o.manageLink ? `<p>${escapeHtml(o.manageLink.label)} <a href="${escapeHtml(o.manageLink.url)}">${escapeHtml(o.manageLink.url)}</a></p>\n` : ''}<p>${escapeHtml(SHOP_NAME)}</p>
</div>`;

  return { subject: `Your ${SHOP_NAME} order ${o.orderNo}`, text, html };
}
