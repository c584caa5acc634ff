import type { Payload } from 'payload';
import { getConfig } from '@/config/env';
import { rawSql } from '@/server/db';
import { pushQueued } from './queue';
import { enabledEngines, pushSettings } from './settings';

/** The `searchPush` job: send everything waiting (nothing without a token); URLs sent per engine. */
export async function runSearchPush(payload: Payload): Promise<Awaited<ReturnType<typeof pushQueued>>> {
  const settings = pushSettings(getConfig());
  return enabledEngines(settings).length ? pushQueued(rawSql(payload), settings) : {};
}
