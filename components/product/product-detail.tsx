import { PurchasePanel } from '@/components/cart/purchase-panel';
import type { Product } from '@common/contract';
import { formatPrice } from '@common/format';
import { ProductDescription } from './product-description';
import { ProductImageZoom } from './product-image-zoom';
import { productZoomImages } from './product-zoom-images';
import { StockStatus } from './stock-status';

/** Photo beside name, price, stock, the purchase panel (quantity and Add/Update Cart), facts and description. */
export function ProductDetail({ product }: { product: Product }) {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,480px)_1fr] lg:gap-14">
      <ProductImageZoom alt={product.name} {...productZoomImages(product.image, product.name)} />
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{product.name}</h1>
          <p className="text-primary text-2xl font-bold" data-testid="product-price">
            {formatPrice(product.price)}
          </p>
          <div>
            <StockStatus quantity={product.quantity} />
          </div>
        </div>
        <PurchasePanel product={product} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-gray-200 py-4 text-sm">
          {product.unit_in_gram !== null ? (
            <>
              <dt className="font-medium text-gray-500">Net Weight</dt>
              <dd className="text-gray-900" data-testid="net-weight">
                {product.unit_in_gram} g
              </dd>
            </>
          ) : null}
          {product.ingredeints ? (
            <>
              <dt className="font-medium text-gray-500">Ingredients</dt>
              <dd className="text-gray-900" data-testid="ingredients">
                {product.ingredeints}
              </dd>
            </>
          ) : null}
        </dl>
        {product.detail ? (
          <section aria-labelledby="product-description-heading">
            <h2 id="product-description-heading" className="mb-3 text-lg font-semibold text-gray-900">
              Description
            </h2>
            <ProductDescription html={product.detail} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
