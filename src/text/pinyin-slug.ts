import { pinyin } from 'pinyin-pro';

// Its home is the route table: the proxy reads it too, without pinyin-pro.
export { KEYWORD_SLUG_PATTERN } from '@/catalog/routes';

/**
 * The toneless pinyin of a Chinese name, syllables joined, latin letters and digits kept
 * (污水处理 → wushuichuli, 5G基站 → 5gjizhan). Server-side only: pinyin-pro's dictionary is large.
 */
export function pinyinSlug(name: string): string {
  return pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 80);
}
