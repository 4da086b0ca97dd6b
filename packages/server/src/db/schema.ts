import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../lib/ids';

/** Error reports sent from the browser's root error view (SPEC.md section 3). */
export const problemReports = pgTable('problem_reports', {
  id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
  userEmail: text('user_email').notNull().default(''),
  errorUrl: text('error_url').notNull(),
  message: text('message').notNull(),
  componentStack: text('component_stack').notNull().default(''),
  userAgent: text('user_agent'),
  platform: text('platform'),
  clientInfo: text('client_info'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
