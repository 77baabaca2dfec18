import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/ui/social-links';
import type { ContactPage } from '@common/contract';
import { SHOP_NAME } from '@common/constants';
import { ContactForm } from './contact-form';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 text-gray-900">{children}</dd>
    </div>
  );
}

/** Contact: the map, the shop's phone, email and address, social links, and the contact form. */
export function ContactPageView({ contact }: { contact: ContactPage | null }) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold text-gray-900">Contact Us</h1>
      <p className="mb-8 text-gray-600">
        Questions about an order, a plant or a product? Write to us and we will reply within two working days.
      </p>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="contact-details-heading" className="self-start rounded-xl bg-gray-50 p-6">
          <h2 id="contact-details-heading" className="mb-5 text-lg font-semibold text-gray-900">
            Get in touch
          </h2>
          {contact ? (
            <>
              <dl className="space-y-4">
                <Detail label="Phone">
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="hover:text-primary">
                    {contact.phone}
                  </a>
                </Detail>
                <Detail label="Email">
                  <a href={`mailto:${contact.email}`} className="hover:text-primary break-all">
                    {contact.email}
                  </a>
                </Detail>
                <Detail label="Address">
                  <address className="not-italic">{contact.address}</address>
                </Detail>
              </dl>
              <div className="mt-6">
                <SocialLinks
                  youtube={contact.youtube}
                  facebook={contact.facebook}
                  instagram={contact.instagram}
                  tone="dark"
                />
              </div>
            </>
          ) : (
            <p className="text-gray-600">Our contact details are not available right now.</p>
          )}
        </section>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-5 text-lg font-semibold text-gray-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
      {contact?.map_embed_url && (
        <div className="mt-10 h-72 overflow-hidden rounded-xl border border-gray-200 bg-gray-100 sm:h-96">
          <iframe
            src={contact.map_embed_url}
            title={`Map showing the location of ${SHOP_NAME}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-full w-full border-0"
          />
        </div>
      )}
    </main>
  );
}
