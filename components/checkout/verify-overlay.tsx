import { Link } from '@/components/ui/link';
import { MSG } from '@common/messages';
import type { ShortLine } from './use-checkout-session';

type Props =
  | { state: 'verifying' }
  | { state: 'over-stock'; lines: ShortLine[] }
  | { state: 'error'; retry: () => void };

/**
 * The overlay over the checkout: 'Verifying the order summary...' while the cart is checked against live
 * stock and priced, then either gone, or the lines that exceed stock with a way back to the cart.
 */
export function VerifyOverlay(props: Props) {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-white/90 px-4">
      <div
        role={props.state === 'verifying' ? 'status' : undefined}
        data-testid="verify-overlay"
        className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-6 text-center shadow-xl"
      >
        {props.state === 'verifying' && (
          <>
            <Spinner />
            <p className="mt-4 font-medium text-gray-800">{MSG.checkout.verifying}</p>
          </>
        )}
        {props.state === 'over-stock' && (
          <>
            <p role="alert" className="text-primary font-medium">
              {MSG.checkout.overStock}
            </p>
            {props.lines.length > 0 && (
              <ul className="mt-4 divide-y divide-gray-100 text-left text-sm" aria-label="Items over stock">
                {props.lines.map(({ line, available }) => (
                  <li key={line.id} className="flex justify-between gap-3 py-2" data-testid="over-stock-line">
                    <span className="font-medium text-gray-900">{line.name}</span>
                    <span className="shrink-0 text-gray-600">
                      {available === null
                        ? MSG.cart.unavailable
                        : `${line.quantity} in cart, ${available} in stock`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <BackToCart />
          </>
        )}
        {props.state === 'error' && (
          <>
            <p role="alert" className="text-primary font-medium">
              {MSG.serverError}
            </p>
            <button
              type="button"
              onClick={props.retry}
              className="bg-primary hover:bg-primary-dark mt-5 w-full rounded-md px-4 py-2.5 font-semibold text-white"
            >
              Try again
            </button>
            <BackToCart />
          </>
        )}
      </div>
    </div>
  );
}

function BackToCart() {
  return (
    <Link
      href="/cart"
      className="border-primary text-primary hover:bg-primary-light mt-5 block rounded-md border px-4 py-2.5 font-semibold"
    >
      {MSG.checkout.backToCart}
    </Link>
  );
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="border-primary/20 border-t-primary mx-auto block h-10 w-10 animate-spin rounded-full border-4"
    />
  );
}
