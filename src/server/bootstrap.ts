import { getConfig } from '@/config/env';
import { ensureAdminFromEnv } from './admin';
import { getPayload } from './payload';

/** Server start: connect (Payload applies pending migrations in production), create the first admin. */
export async function bootstrap(): Promise<void> {
  const started = Date.now();
  const payload = await getPayload();
  const config = getConfig();
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminFromEnv(payload, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  }
  payload.logger.info(`Bootstrap done in ${Date.now() - started} ms`);
}
