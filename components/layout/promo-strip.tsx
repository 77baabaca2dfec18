import { PROMO_MSG } from '@common/messages';

/** The header strip; its threshold is the owner's (issue 40), $49 by default: the spec's exact words. */
export function PromoStrip({ freeShippingThresholdCents }: { freeShippingThresholdCents: number }) {
  return (
    <p className="bg-primary px-4 py-1.5 text-center text-xs font-medium tracking-wide text-white sm:text-sm">
      {PROMO_MSG.freeShippingPromo(freeShippingThresholdCents)}
    </p>
  );
}
