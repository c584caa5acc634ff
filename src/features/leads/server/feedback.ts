import type { Feedback } from '@/features/leads/schemas/feedback';
import { storeLead } from './leads';
import type { Locale } from '@/i18n/routing';

/**
 * Stores a validated feedback lead, once per identical text a day (storeLead). Resolves once the
 * database has committed the row (SQLite's default synchronous=FULL, PostgreSQL's commit), so a
 * 200 means it is on disk. A filled honeypot stores nothing.
 */
export async function saveFeedback(input: Feedback, meta: { locale: Locale; ip: string }): Promise<void> {
  const { website, ...fields } = input;
  if (website) return;
  await storeLead('feedback', fields, meta);
}
