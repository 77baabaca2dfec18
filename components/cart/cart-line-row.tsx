'use client';

import { Link } from '@/components/ui/link';
import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { layoutImage } from '@/components/ui/layout-image';
import imageStyles from '@/components/ui/shop-image.module.css';
import { formatPrice } from '@common/format';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { plusQuantity } from '@/lib/validation/quantity';
import type { CartLine } from '@/store/cart-reducer';
import type { LineStock } from '@/store/cart-summary';
import { useCartStore } from '@/store/cart-store';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  line: CartLine;
  /** Undefined until the live stock is known. */
  stock: LineStock | undefined;
  checking: boolean;
  /** Live stock when known, else the stock saved with the line. */
  available: number;
}

/** One cart line: image, name link, stock note, Remove, unit price, − qty +, line amount. */
export function CartLineRow({ line, stock, checking, available }: Props) {
  const cart = useCartStore.getState;

  function plus() {
    const { quantity, error } = plusQuantity(line.quantity, available);
    // A line whose stock is gone keeps its quantity: the shopper removes it, it does not vanish on a click.
    if (quantity >= 1 && quantity !== line.quantity) cart().add(line.product, quantity);
    if (error) notify.error(error);
  }

  function remove() {
    cart().remove(line.id);
    notify.success(MSG.cart.removed);
  }

  return (
    <li className="flex gap-4 border-b border-gray-200 py-4 last:border-b-0" data-testid="cart-line">
      <Link href={`/product/${line.slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from layoutImage */}
        <img
          {...layoutImage(line.image, IMAGE_LAYOUTS.cartLine)}
          alt={line.name}
          width={96}
          height={96}
          className={`${imageStyles.plain} h-20 w-20 rounded border border-gray-100 bg-gray-50 object-cover sm:h-24 sm:w-24`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Link href={`/product/${line.slug}`} className="hover:text-primary line-clamp-2 font-medium">
            {line.name}
          </Link>
          <p className="text-sm text-gray-600">{formatPrice(line.price)}</p>
          <StockNote stock={stock} checking={checking} available={available} />
          <button type="button" onClick={remove} className="text-primary text-sm font-medium hover:underline">
            Remove
          </button>
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          <QuantityStepper
            size="sm"
            label={`Quantity of ${line.name}`}
            value={line.quantity}
            onMinus={() => cart().subtractQuantity(line.id)}
            onPlus={plus}
          />
          <p className="font-semibold" data-testid="line-amount">
            {formatPrice((Math.round(line.price * 100) * line.quantity) / 100)}
          </p>
        </div>
      </div>
    </li>
  );
}

interface NoteProps {
  stock: LineStock | undefined;
  checking: boolean;
  available: number;
}

function StockNote({ stock, checking, available }: NoteProps) {
  if (stock === undefined) return checking ? <p className="text-sm text-gray-400">Checking stock…</p> : null;
  if (stock === 'missing') return <p className="text-primary text-sm font-medium">{MSG.cart.unavailable}</p>;
  if (stock === 'over')
    return <p className="text-primary text-sm font-medium">{MSG.cart.onlyInStock(available)}</p>;
  return <p className="text-sm text-green-700">{available} in stock</p>;
}
