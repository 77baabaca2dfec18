import { Link } from '@/components/ui/link';
import { getChooseUs } from '@/lib/cms-client/home';
import { SectionHeading } from '@/components/ui/section-heading';
import { ShopImage } from '@/components/ui/shop-image';

/** 'Why Choose Us ?': each item links to /about. Hidden when the list is empty or failed to load. */
export async function WhyChooseUs() {
  const items = await getChooseUs();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="why-choose-us" data-testid="why-choose-us">
      <SectionHeading id="why-choose-us">Why Choose Us ?</SectionHeading>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-5">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href="/about"
              className="hover:border-primary flex h-full flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 text-center transition-colors sm:p-6"
            >
              <span className="bg-primary-light block h-20 w-20 overflow-hidden rounded-full">
                <ShopImage
                  src={item.image}
                  alt=""
                  width={80}
                  height={80}
                  className="h-full w-full object-cover"
                />
              </span>
              <span className="text-sm font-semibold text-gray-900 sm:text-base">{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
