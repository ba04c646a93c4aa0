import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contactMessageStatuses } from '../../../core/statuses';
import { users } from './accounts';
import { citext, createdAt } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: citext('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category').notNull().default('General'),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('unresolved'),
    applicationReference: text('application_reference'),
    urgency: text('urgency', { enum: ['low', 'medium', 'high', 'critical'] }),
    source: text('source', { enum: ['contact', 'support'] })
      .notNull()
      .default('contact'),
    language: text('language'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || email::text || ' ' || subject || ' ' || message)`,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    check('contact_messages_status_check', sql`${table.status} in ('unresolved', 'resolved')`),
    index('contact_messages_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('contact_messages_status_idx').on(table.status, table.createdAt.desc()),
    // The dashboard's Messages tab: only messages sent while signed in belong to an account.
    index('contact_messages_user_idx').on(table.userId, table.createdAt.desc()),
    index('contact_messages_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);
