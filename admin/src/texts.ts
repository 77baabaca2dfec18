/**
 * The console's own words, in one place: notifications, buttons and explanations an owner reads. The API's
 * messages (errors, refusals) are common/messages' CONSOLE_MSG, shown word for word; react-admin's generic
 * texts are replaced in i18n.ts by the shop's words below.
 */
export const CONSOLE_TEXT = {
  saved: {
    products: 'Product saved',
    categories: 'Category saved',
    banners: 'Banner saved',
    'choose-us': 'Why Choose Us entry saved',
    pages: 'Page saved',
    contact: 'Contact page saved',
    staff: 'Staff member saved',
  } as Record<string, string>,
  deleted: {
    products: 'Product deleted for good',
    categories: 'Category deleted',
    banners: 'Banner deleted',
    'choose-us': 'Why Choose Us entry deleted',
  } as Record<string, string>,
  staff: {
    invited: (email: string) =>
      `Invitation sent: a mail with a setup link went to ${email}. The link works for 24 hours.`,
  },
  product: {
    archive: 'Archive',
    archived: 'Product archived: hidden from the shop',
    restore: 'Restore',
    restored: 'Product restored: back in the shop',
    archivedNote: 'Archived: hidden from the shop, kept in the order history. Restore shows it again.',
    delete: 'Delete for good',
    deleteTitle: 'Delete this product for good?',
    deleteContent:
      'It is removed from the shop and the console, and this cannot be undone. A product an order refers to cannot be deleted: archive it instead.',
  },
  uploads: {
    refused: (reason: string) => `This photo was not taken: ${reason}`,
    tooLarge: 'The file is larger than 10 MB.',
    wrongType: 'Only JPEG, PNG, WebP and AVIF images can be uploaded.',
  },
  ownerOnly: {
    title: 'Only the owner can see this page',
    body: 'This page is for the shop’s owners. Ask an owner if you need something done here.',
  },
  /** An order's timeline, in words (resources/orders/timeline-words.ts). */
  timeline: {
    aLine: 'a line',
    aCarrier: 'a carrier',
    shipped: (carrier: string, tracking: string | null) =>
      tracking ? `Shipped with ${carrier}, tracking number ${tracking}.` : `Shipped with ${carrier}.`,
    refunded: (amount: string, back: string | null) =>
      back
        ? `Refunded ${amount}; back in stock: ${back}.`
        : `Refunded ${amount}; nothing went back in stock.`,
    refundFailed: (amount: string, reason: string | null) =>
      `A refund of ${amount} failed${reason ? `: ${reason}` : ''}. No money moved.`,
    email: (sent: boolean, template: string, to: string) =>
      `${sent ? 'Mailed' : 'Could not mail'} the ${template || 'order'} email to ${to || 'the customer'}.`,
    canceled: 'Cancelled.',
    canceledUnpaid: 'Cancelled before it was paid; its stock went back.',
    plain: {
      placed: 'Placed by the customer.',
      paid: 'Payment received.',
      completed: 'Marked delivered.',
    } as Record<string, string>,
  },
  order: {
    title: (orderNo: string) => `Order ${orderNo}`,
    backInStock:
      'Back in stock: how many of this line went back into the shop’s stock when the order was cancelled or refunded with restock. Those units can be sold again.',
  },
} as const;
