import type { Payload } from 'payload';
import { seedDemoData } from './demo-feed';
import { seedKeywords } from './keywords';
import { seedSiteContent } from './site-content';

/**
 * First start on an empty database: the bilingual site content, the first keywords and, unless DEMO_FEED=off, a
 * year of generated projects and tenders through the demo feed (src/seed/demo-feed.ts), dated
 * up to now. Each part is seeded only when its tables are empty, so a restart (or a second
 * instance after the start-up lock) does nothing.
 */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs: types } = await payload.count({ collection: 'sample-types', overrideAccess: true });
  if (types === 0) {
    const started = Date.now();
    await seedSiteContent(payload);
    payload.logger.info(`Seeded site content in ${Date.now() - started} ms`);
  }
  await seedKeywords(payload);
  await seedDemoData(payload);
}
