import { asc, eq } from 'drizzle-orm';
import type { ContactMessageInput } from '@common/contract';
import type { AppDeps } from '../deps';
import { banners, chooseUs, contactMessages, contactPage, contentPages, enquiries } from '../db/schema';
import { sanitizeRichText } from '../lib/sanitize';
import { absoluteUrl } from '../lib/urls';

type PolicyKind = 'toc' | 'privacy' | 'refund';

export function content({ db, config }: AppDeps) {
  const url = (p: string) => absoluteUrl(config.publicUrl, p);
  return {
    async banners() {
      const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
      return rows.map((b) => ({ id: b.id, image: url(b.image), status: b.status }));
    },

    async chooseUs() {
      const rows = await db.select().from(chooseUs).orderBy(asc(chooseUs.sortOrder), asc(chooseUs.id));
      return rows.map((c) => ({ id: c.id, image: url(c.image), title: c.title }));
    },

    async policy(kind: PolicyKind) {
      const rows = await db
        .select()
        .from(contentPages)
        .where(eq(contentPages.kind, kind))
        .orderBy(asc(contentPages.id));
      return rows.map((p) => ({
        id: p.id,
        title: p.title,
        description: sanitizeRichText(p.description) ?? '',
      }));
    },

    async about() {
      const rows = await db
        .select()
        .from(contentPages)
        .where(eq(contentPages.kind, 'about'))
        .orderBy(asc(contentPages.id));
      return rows.map((p) => ({
        id: p.id,
        image: p.image ? url(p.image) : null,
        description: sanitizeRichText(p.description) ?? '',
      }));
    },

    async contact() {
      const rows = await db.select().from(contactPage).orderBy(asc(contactPage.id));
      return rows.map((r) => ({
        id: r.id,
        phone: r.phone,
        email: r.email,
        address: r.address,
        youtube: r.youtube,
        facebook: r.facebook,
        instagram: r.instagram,
        map_embed_url: r.mapEmbedUrl,
      }));
    },

    async storeContactMessage(input: ContactMessageInput) {
      const [row] = await db.insert(contactMessages).values(input).returning();
      return row;
    },

    /** Subscribing twice is not an error: the address is simply kept once. */
    async subscribe(email: string) {
      await db
        .insert(enquiries)
        .values({ email: email.toLowerCase() })
        .onConflictDoNothing({ target: enquiries.email });
    },
  };
}
