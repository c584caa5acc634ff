import { type AppConfig, getConfig } from '@/config/env';
import type { WeChatAccount } from './wechat-api';

/** The official account, or null when the operator has not configured one (nothing of this loads). */
export function wechatAccount(config: AppConfig = getConfig()): WeChatAccount | null {
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET) return null;
  return {
    appId: config.WECHAT_APP_ID,
    appSecret: config.WECHAT_APP_SECRET,
    apiBase: config.WECHAT_API_BASE,
  };
}

/** The origins whose pages may be signed: the site's, and the mobile host's when this app serves it. */
export function signableOrigins(config: AppConfig = getConfig()): Set<string> {
  const origins = new Set([new URL(config.SITE_ORIGIN).origin]);
  if (config.MOBILE_SITE_URL && config.MOBILE_SITE_HOSTED === 'on') {
    origins.add(new URL(config.MOBILE_SITE_URL).origin);
  }
  return origins;
}
