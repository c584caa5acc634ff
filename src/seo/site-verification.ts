import type { Metadata } from 'next';
import type { AppConfig } from '@/config/env';

/**
 * Each engine's webmaster-tools meta tag, by the variable holding its code: the tag names are the
 * engines' own (Baidu 站长平台, Sogou 站长平台, 360 站长平台, Shenma 神马站长平台, Bytedance
 * 头条搜索站长平台). Unset variables add nothing.
 */
export const SITE_VERIFICATION_TAGS = {
  BAIDU_SITE_VERIFICATION: 'baidu-site-verification',
  SOGOU_SITE_VERIFICATION: 'sogou_site_verification',
  SO360_SITE_VERIFICATION: '360-site-verification',
  SHENMA_SITE_VERIFICATION: 'shenma-site-verification',
  BYTEDANCE_SITE_VERIFICATION: 'bytedance-verification-code',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/** The layout's `verification` metadata: one meta tag per configured engine, or none. */
export function siteVerification(config: AppConfig): Pick<Metadata, 'verification'> {
  const other: Record<string, string> = {};
  for (const [variable, name] of Object.entries(SITE_VERIFICATION_TAGS)) {
    const code = config[variable as keyof typeof SITE_VERIFICATION_TAGS];
    if (code) other[name] = code;
  }
  return Object.keys(other).length ? { verification: { other } } : {};
}
