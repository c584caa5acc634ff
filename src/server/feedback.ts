import type { Feedback } from '@/schemas/feedback';
import { hashIp } from './ip-hash';
import { getPayload } from './payload';
import type { Locale } from './types';

/**
 * Stores a validated feedback submission. Resolves once the database has committed the row
 * (SQLite's default synchronous=FULL, PostgreSQL's commit), so a 200 means it is on disk.
 */
export async function saveFeedback(input: Feedback, meta: { locale: Locale; ip: string }): Promise<void> {
  const payload = await getPayload();
  await payload.create({
    collection: 'feedback',
    overrideAccess: true,
    data: {
      ...input,
      receivedAt: new Date().toISOString(),
      locale: meta.locale,
      ipHash: await hashIp(meta.ip),
    },
  });
}
