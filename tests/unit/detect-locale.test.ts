import { describe, expect, it } from 'vitest';
import { detectRootLocale } from '@/routing/detect-locale';

describe('detectRootLocale', () => {
  it('follows the cookie first', () => {
    expect(detectRootLocale('en', 'zh-CN,zh;q=0.9')).toBe('en');
    expect(detectRootLocale('zh', 'en-US,en;q=0.9')).toBe('zh');
  });
  it('uses Accept-Language without a cookie', () => {
    expect(detectRootLocale(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(detectRootLocale(undefined, 'zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(detectRootLocale(undefined, 'fr-FR,en;q=0.5')).toBe('en');
  });
  it('falls back to Chinese', () => {
    expect(detectRootLocale(undefined, null)).toBe('zh');
    expect(detectRootLocale('fr', 'de-DE')).toBe('zh');
    expect(detectRootLocale(undefined, ';;;garbage')).toBe('zh');
  });
});

describe('localeFromAcceptLanguage (API answers and root detection alike)', () => {
  it('ranks by q, then by order, and matches regional tags', async () => {
    const { localeFromAcceptLanguage } = await import('@/i18n/accept-language');
    expect(localeFromAcceptLanguage('en;q=0.5, zh;q=0.9')).toBe('zh');
    expect(localeFromAcceptLanguage('en-GB, zh-CN')).toBe('en');
    expect(localeFromAcceptLanguage('zh-TW;q=0, en-US;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE')).toBe('zh');
    expect(localeFromAcceptLanguage('')).toBe('zh');
  });
});
