import { MSG } from '@common/messages';

export function PromoStrip() {
  return (
    <p className="bg-primary px-4 py-1.5 text-center text-xs font-medium tracking-wide text-white sm:text-sm">
      {MSG.promo}
    </p>
  );
}
