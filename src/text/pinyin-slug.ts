import { pinyin } from 'pinyin-pro';

/**
 * A keyword's slug, as its URL names it (`/keywords/wushuichuli`): lower-case letters and digits,
 * a number after a hyphen when two names read alike (`wushuichuli-2`).
 */
export const KEYWORD_SLUG_PATTERN = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
