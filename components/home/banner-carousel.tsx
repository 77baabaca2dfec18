'use client';

import { useMediaQuery } from '@/components/ui/use-media-query';
import { BannerImage, type BannerSlide } from './banner-image';
import { useLoadedWhen } from './use-loaded-when';

const loadSlider = () => import('./banner-slider').then((m) => m.BannerSlider);

/**
 * The server markup, and what small screens keep: a horizontal row to swipe through. From 768px the same
 * row shows only its first banner at full width, exactly where the slider will show it.
 */
function BannerRow({ slides }: { slides: BannerSlide[] }) {
  return (
    // A scrolling region with no link inside: focusable and named, so a keyboard can reach and scroll it
    // with the arrow keys (axe's scrollable-region-focusable).
    <ul
      tabIndex={0}
      aria-label="Banners"
      className="focus-visible:outline-primary flex snap-x snap-mandatory gap-3 overflow-x-auto [scrollbar-width:none] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 md:gap-0 md:overflow-hidden md:rounded-2xl"
      data-testid="banner-row"
    >
      {slides.map((slide) => (
        <li
          key={slide.id}
          className="w-[88vw] shrink-0 snap-center overflow-hidden rounded-xl md:w-full md:rounded-none"
        >
          <BannerImage image={slide.image} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home banners (docs/behaviour.md#limits): a swipeable row below 768px; from 768px the autoplay slider
 * (banner-slider.tsx), whose code and CSS load only then, the row standing in until they have. One copy of
 * each image is in the page, so only the visible one loads on a phone.
 */
export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const Slider = useLoadedWhen(wide, loadSlider);
  // Slider is a module's export, the same function on every render: nothing is created during render.
  // eslint-disable-next-line react-hooks/static-components
  return wide && Slider ? <Slider slides={slides} /> : <BannerRow slides={slides} />;
}
