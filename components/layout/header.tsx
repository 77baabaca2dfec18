import { HeaderAccountLinks } from '@/components/account/header-account-links';
import { CartBadge } from '@/components/cart/cart-badge';
import { getFeaturedCategories } from '@/lib/cms-client/categories';
import { getShippingSettings } from '@/lib/cms-client/shipping-settings';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { PromoStrip } from './promo-strip';

export async function Header() {
  const [categories, shipping] = await Promise.all([getFeaturedCategories(), getShippingSettings()]);
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      <PromoStrip freeShippingThresholdCents={shipping.freeShippingThresholdCents} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:gap-x-4">
        <div className="order-1">
          <Logo />
        </div>
        <HeaderSearch categories={categories.map(({ slug, name }) => ({ slug, name }))} />
        <div className="order-3 flex items-center gap-3 sm:gap-4 md:ml-auto">
          <HeaderAccountLinks />
          <CartBadge />
        </div>
      </div>
    </header>
  );
}
