import type { Payload } from 'payload';
import { getConfig } from '@/config/env';
import { rawSql } from '@/server/db';
import { pushQueued } from './queue';
import { enabledEngines, pushSettings } from './settings';

/** The `searchPush` job: send everything waiting (nothing without a token). */
export async function runSearchPush(payload: Payload): Promise<void> {
  const settings = pushSettings(getConfig());
  if (enabledEngines(settings).length) await pushQueued(rawSql(payload), settings);
}
