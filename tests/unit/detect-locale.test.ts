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
