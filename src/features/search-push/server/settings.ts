import type { AppConfig } from '@/config/env';
import type { PushEngine } from '@/features/search-push/collection/SearchPush';

/** What the push needs to know of the configuration: the engines with a token, and where to push. */
export interface PushSettings {
  /** SITE_ORIGIN without a trailing slash: the `site` Baidu is told and the host IndexNow is. */
  origin: string;
  baidu?: { endpoint: string; token: string };
  indexNow?: { endpoint: string; key: string };
}

/** The push settings of a configuration: an engine without its token or key is left out. */
export function pushSettings(config: AppConfig): PushSettings {
  return {
    origin: config.SITE_ORIGIN.replace(/\/+$/, ''),
    ...(config.BAIDU_PUSH_TOKEN
      ? { baidu: { endpoint: config.BAIDU_PUSH_ENDPOINT, token: config.BAIDU_PUSH_TOKEN } }
      : {}),
    ...(config.INDEXNOW_KEY
      ? { indexNow: { endpoint: config.INDEXNOW_ENDPOINT, key: config.INDEXNOW_KEY } }
      : {}),
  };
}

/** The engines URLs are queued for: none when no token is set, so nothing piles up. */
export function enabledEngines(settings: PushSettings): PushEngine[] {
  return [
    ...(settings.baidu ? (['baidu'] as const) : []),
    ...(settings.indexNow ? (['indexnow'] as const) : []),
  ];
}
