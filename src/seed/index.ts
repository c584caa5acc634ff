import type { Payload } from 'payload';
import { bulkLoad, countRows, type ProjectOrTenderTable } from './bulk-load';
import { seedSiteContent } from './site-content';

/** Generated listing rows loaded on first start: enough for every filter, fast to insert. */
const DEFAULT_SEED_ROWS = 20_000;

/**
 * First start on an empty database: the bilingual site content and a default set of generated
 * projects and tenders. Each part is seeded only when its tables are empty, so a restart (or a
 * second instance after the start-up lock) does nothing.
 */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs: types } = await payload.count({ collection: 'sample-types', overrideAccess: true });
  if (types === 0) {
    const started = Date.now();
    await seedSiteContent(payload);
    payload.logger.info(`Seeded site content in ${Date.now() - started} ms`);
  }
  for (const kind of ['projects', 'tenders'] as ProjectOrTenderTable[]) {
    if ((await countRows(payload, kind)) > 0) continue;
    const rate = await bulkLoad(payload, kind, { count: DEFAULT_SEED_ROWS });
    payload.logger.info(`Seeded ${DEFAULT_SEED_ROWS} ${kind} (${Math.round(rate)} rows/s)`);
  }
}
