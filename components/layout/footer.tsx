import { cacheLife } from 'next/cache';
import { Link } from '@/components/ui/link';
import { PaymentLogos } from '@/components/ui/payment-logos';
import { SocialLinks } from '@/components/ui/social-links';
import { getContactPage } from '@/lib/cms-client/content';
import { FOOTER_PHONES, SHOP_NAME } from '@common/constants';
import { NewsletterForm } from './newsletter-form';

const USEFUL_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
];

const LEGAL_LINKS = [
  { href: '/termsandconditions', label: 'Terms & Conditions' },
  { href: '/return-policy', label: 'Return Policy' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
];

/**
 * The year for the copyright line. Reading the clock in a Server Component would make every page dynamic
 * under cacheComponents, so the value is cached for a day: it rolls over at most a day after New Year,
 * when the daily revalidation of the pages picks it up.
 */
async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="transition-colors hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site footer: contact details, links, socials, newsletter, accepted cards and the copyright line.
 *
 * Below the fold on every page, so the browser lays it out only when it nears the screen
 * (`content-visibility: auto`, with about its height, 760 px and 370 px from `lg`, held in its place):
 * its type sizes and the card logos' font were five of the home page's thirteen font strikes, each a
 * blocking font lookup in the first frame's layout for a browser starting cold.
 */
export async function Footer() {
  const [contact, year] = await Promise.all([getContactPage(), currentYear()]);
  return (
    <footer
      className="mt-16 bg-gray-950 text-gray-400 [contain-intrinsic-size:auto_760px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_370px]"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <section aria-label="Contact details" className="col-span-2 lg:col-span-1">
          <p className="mb-4 text-lg font-bold text-white">{SHOP_NAME}</p>
          <address className="space-y-2 text-sm not-italic">
            {contact?.address && <p>{contact.address}</p>}
            {contact?.email && (
              <p>
                <a href={`mailto:${contact.email}`} className="transition-colors hover:text-white">
                  {contact.email}
                </a>
              </p>
            )}
            {FOOTER_PHONES.map((phone) => (
              <p key={phone}>
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  className="transition-colors hover:text-white"
                >
                  {phone}
                </a>
              </p>
            ))}
          </address>
        </section>
        <LinkColumn title="Useful Links" links={USEFUL_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
        <section aria-labelledby="newsletter-heading" className="col-span-2 lg:col-span-1">
          <h2
            id="newsletter-heading"
            className="mb-2 text-sm font-semibold tracking-wide text-white uppercase"
          >
            Newsletter
          </h2>
          <p className="mb-3 text-sm">New plants, seasonal groceries and offers, once a month.</p>
          <NewsletterForm />
          {contact && (
            <div className="mt-4">
              <SocialLinks
                youtube={contact.youtube}
                facebook={contact.facebook}
                instagram={contact.instagram}
              />
            </div>
          )}
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-5 text-xs sm:flex-row sm:justify-between">
          <p>
            © {year} {SHOP_NAME}. All rights reserved. Designed and developed by the {SHOP_NAME} web team.
          </p>
          <PaymentLogos />
        </div>
      </div>
    </footer>
  );
}
