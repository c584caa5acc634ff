import type { AppConfig } from '@/config/env';
import { loadOrCreateLocalSecret } from '@/config/secret';

/** The key the source cookie is signed with: Payload's secret, the same on every instance. */
export function sourceSecret(config: AppConfig): string {
  return config.PAYLOAD_SECRET ?? loadOrCreateLocalSecret(config.SQLITE_FILE);
}
