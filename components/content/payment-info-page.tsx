import { Link } from '@/components/ui/link';
import { PaymentLogos } from '@/components/ui/payment-logos';
import type { PaymentProvider } from '@/lib/browser-api/orders';
import {
  FIRST_ORDER_DISCOUNT_PERCENT,
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_CENTS,
} from '@common/constants';
import { formatCents } from '@common/format';
import type { ShippingSettings } from '@common/pricing';
import { MSG } from '@common/messages';

const LINK = 'text-primary font-semibold underline-offset-2 hover:underline';

const SPEC_SHIPPING = {
  shippingCents: SHIPPING_CENTS,
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
};

/**
 * /payment: how paying works in this shop, as the checkout really does it (lib/checkout/pay.ts): one card
 * payment at checkout, confirmed with the card processor right after the order is placed. What the shop
 * sees of the card depends on the processor the build uses, so that sentence follows `provider`.
 * `shipping` is the owner's rule (issue 40), the spec's by default.
 */
export function PaymentInfoPage({
  provider,
  shipping = SPEC_SHIPPING,
}: {
  provider: PaymentProvider;
  shipping?: ShippingSettings;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 text-gray-700">
      <h1 className="mb-8 text-3xl font-bold text-gray-900">Payment</h1>

      <section aria-labelledby="payment-cards" className="mb-8">
        <h2 id="payment-cards" className="mb-3 text-xl font-semibold text-gray-900">
          Cards we accept
        </h2>
        <p className="mb-4">
          We take card payments in US dollars: Visa, Mastercard, American Express and Discover.
        </p>
        <PaymentLogos />
      </section>

      <section aria-labelledby="payment-how" className="mb-8">
        <h2 id="payment-how" className="mb-3 text-xl font-semibold text-gray-900">
          How paying works
        </h2>
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Put what you want in{' '}
            <Link href="/cart" className={LINK}>
              your cart
            </Link>{' '}
            and go to{' '}
            <Link href="/checkout" className={LINK}>
              checkout
            </Link>
            . You can check out as a guest or signed in.
          </li>
          <li>
            Enter your shipping address (we ship within the USA), email, phone and card. The checkout shows
            the subtotal, any discount, the shipping and the total before you pay.
          </li>
          <li>
            Press Pay: your order is placed and your card is charged the total at once. If your bank asks you
            to confirm the payment, you do so on its page and come back to the shop.
          </li>
          <li>You then see your order number, and we email you an order confirmation.</li>
        </ol>
      </section>

      <section aria-labelledby="payment-safety" className="mb-8">
        <h2 id="payment-safety" className="mb-3 text-xl font-semibold text-gray-900">
          Your card details
        </h2>
        {provider === 'stripe' ? (
          <p>
            Card payments are handled by Stripe, our card processor. You type your card details into
            Stripe&apos;s secure form on the checkout page and they go straight to Stripe: the shop never sees
            or stores your card number.
          </p>
        ) : (
          <p>
            {MSG.checkout.testBadge}. This shop is running with its built-in test card processor, which
            accepts only test card numbers; the shop does not store the card numbers it is given.
          </p>
        )}
      </section>

      <section aria-labelledby="payment-costs">
        <h2 id="payment-costs" className="mb-3 text-xl font-semibold text-gray-900">
          Shipping and discounts
        </h2>
        <p>
          Shipping is free on orders of {formatCents(shipping.freeShippingThresholdCents)} or more to the USA;
          below that it costs {formatCents(shipping.shippingCents)}. Customers with an account get{' '}
          {FIRST_ORDER_DISCOUNT_PERCENT}% off their first order.
        </p>
      </section>
    </main>
  );
}
