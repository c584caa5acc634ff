import type { Feedback } from '@/features/leads/schemas/feedback';
import { type LeadMeta, storeLead } from './leads';

/**
 * Stores a validated feedback lead, once per identical text a day (storeLead). Resolves once the
 * database has committed the row (SQLite's default synchronous=FULL, PostgreSQL's commit), so a
 * 200 means it is on disk. A filled honeypot stores nothing.
 */
export async function saveFeedback(input: Feedback, meta: LeadMeta): Promise<void> {
  const { website, ...fields } = input;
  if (website) return;
  await storeLead('feedback', fields, meta);
}
