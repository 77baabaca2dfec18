import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import { CMS_MSG } from '@common/messages';
import type { Db } from '../../../db/client';
import { contactMessages, enquiries } from '../../../db/schema';
import { HttpError } from '../../../lib/http';
import { clampPage, containsPattern, countOf, type Page, type Paged } from './paging';

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
  read: boolean;
  /** Opens the staff member's mail program with the reply addressed. */
  reply_url: string;
}

const replyUrl = (email: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent('Re: your message')}`;

type MessageRow = typeof contactMessages.$inferSelect;
const asMessage = (m: MessageRow): ContactMessageRow => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  read: m.readAt !== null,
  reply_url: replyUrl(m.email),
});

/** The contact form's messages, newest first; `read` filters read or unread ones. */
export async function listContactMessages(
  db: Db,
  filter: { read?: boolean; q?: string },
  page: Page,
): Promise<Paged<ContactMessageRow>> {
  const { offset, limit } = clampPage(page);
  const pattern = filter.q?.trim() ? containsPattern(filter.q.trim()) : undefined;
  const where = and(
    filter.read === undefined
      ? undefined
      : filter.read
        ? isNotNull(contactMessages.readAt)
        : isNull(contactMessages.readAt),
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { total: countOf(counted), rows: rows.map(asMessage) };
}

/** Marks a message read (keeping the first time it was read) or unread again; returns it. */
export async function markContactMessage(
  db: Db,
  id: number,
  read: boolean,
  at: Date,
): Promise<ContactMessageRow> {
  const [current] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!current) throw new HttpError(404, CMS_MSG.console.messageNotFound);
  const readAt = read ? (current.readAt ?? at) : null;
  const [updated] = await db
    .update(contactMessages)
    .set({ readAt })
    .where(eq(contactMessages.id, id))
    .returning();
  return asMessage(updated ?? current);
}

export interface SubscriberRow {
  id: number;
  email: string;
  created_at: string;
}

/** Newsletter subscribers, newest first (the console exports them as CSV). */
export async function listSubscribers(
  db: Db,
  filter: { q?: string },
  page: Page,
): Promise<Paged<SubscriberRow>> {
  const { offset, limit } = clampPage(page);
  const where = filter.q?.trim() ? ilike(enquiries.email, containsPattern(filter.q.trim())) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return {
    total: countOf(counted),
    rows: rows.map((r) => ({ id: r.id, email: r.email, created_at: r.createdAt.toISOString() })),
  };
}
