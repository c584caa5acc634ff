import { getConfig } from '@/config/env';
import { migrationsFor } from '@/database';
import { seedIfEmpty } from '@/seed';
import { ensureAdminFromEnv } from './first-operator';
import { getPayload } from '@/server/payload';
import { withStartupLock } from './lock';

/**
 * Server start: connect, apply pending migrations, create the first operator from env and seed
 * an empty database, all under the start-up lock (several instances may start at once).
 */
export async function bootstrap(): Promise<void> {
  const started = Date.now();
  const payload = await getPayload();
  const config = getConfig();
  await withStartupLock(payload, async () => {
    await payload.db.migrate({ migrations: migrationsFor(config) });
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureAdminFromEnv(payload, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    }
    await seedIfEmpty(payload);
  });
  payload.logger.info(`Bootstrap done in ${Date.now() - started} ms`);
}
