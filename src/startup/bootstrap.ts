import payloadConfig from '@payload-config';
import { type Payload, getPayload as getPayloadInstance } from 'payload';
import { getConfig } from '@/config/env';
import { migrationsFor } from '@/database';
import { seedIfEmpty } from '@/seed';
import { queueDemoTopUp } from '@/seed/demo-feed';
import { drizzleOf } from '@/server/db';
import { buildLeftoverIndexes } from '@/server/deferred-indexes';
import { getPayload } from '@/server/payload';
import { ensureSetupToken } from '@/collections/hooks/setup-token';
import { ensureAdminFromEnv } from './first-operator';
import { withStartupLock } from './lock';

const migrate = (payload: Payload) => payload.db.migrate({ migrations: migrationsFor(getConfig()) });

/** Applies pending migrations only (admin:create), under the start-up lock like a server start. */
export function migrateDatabase(payload: Payload): Promise<void> {
  return withStartupLock(payload, () => migrate(payload));
}

/**
 * Under the start-up lock (several instances may start at once): apply pending migrations, seed
 * an empty database, then run `then` (the first operator at start, the bulk loads of db:seed).
 */
export async function prepareDatabase(payload: Payload, then?: () => Promise<void>): Promise<void> {
  await withStartupLock(payload, async () => {
    await migrate(payload);
    await seedIfEmpty(payload);
    await then?.();
  });
}

/**
 * Indexes a killed bulk load left unbuilt (src/server/deferred-indexes.ts), built in the
 * background: pages answer meanwhile, slower on the tables concerned.
 */
async function buildLeftovers(payload: Payload): Promise<void> {
  try {
    const built = await buildLeftoverIndexes(drizzleOf(payload), ({ name, seconds }) =>
      payload.logger.info(
        `Built index ${name}, left unbuilt by a stopped bulk load, in ${seconds.toFixed(1)} s`,
      ),
    );
    if (built === null)
      payload.logger.info('A bulk load is running: it builds the indexes it deferred when it ends');
  } catch (error) {
    payload.logger.error({ err: error }, 'Building the indexes a stopped bulk load left failed');
  }
}

/**
 * Server start: connect, apply pending migrations, seed an empty database, create the first
 * operator from env and queue the demo feed's top-up (run by the jobs queue once the handlers
 * are registered), all under the start-up lock.
 */
export async function bootstrap(): Promise<void> {
  const started = Date.now();
  const payload = await getPayload();
  const config = getConfig();
  let setupToken: string | null = null;
  await prepareDatabase(payload, async () => {
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureAdminFromEnv(payload, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    }
    setupToken = await ensureSetupToken(payload);
    await queueDemoTopUp(payload);
  });
  // Payload starts the jobs queue's crons (autoRun, schedules) only for a getPayload asking for
  // them, which its REST routes do on their first request; the server starts them now, so the
  // queued and daily jobs run without anyone visiting /admin or /api. They run jobs once the
  // handlers are registered (src/startup/jobs.ts, shouldAutoRun).
  await getPayloadInstance({ config: payloadConfig, cron: true });
  payload.logger.info(`Bootstrap done in ${Date.now() - started} ms`);
  void buildLeftovers(payload);
  if (setupToken) {
    // As Jenkins and Grafana do: whoever runs the server reads it here; a visitor cannot.
    payload.logger.warn(
      `No operator yet. Create the first one at ${new URL('/admin', config.SITE_ORIGIN)} ` +
        `with this one-time setup token (or run npm run admin:create). Setup token: ${setupToken}`,
    );
  }
}
