import { caseExcerpt } from './excerpt';

/**
 * What a card shows, in Latin characters: its CSS clamps the excerpt to four lines of some 340 px,
 * about 160 Latin characters or 90 Chinese ones. A server renders no more than that, since every
 * character is sent twice (HTML and RSC payload); the browser's cut (`caseExcerpt`, by characters,
 * which leaves this one as it is) serves the cases it fetches itself.
 */
const CARD_WIDTH = 160;
/** A CJK or full-width character is about 1.75 times as wide as the average Latin one at 15 px. */
const WIDE_WIDTH = 1.75;
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** The excerpt of a case's rich content a card shows, cut at `max` wide. */
export function cardExcerpt(html: string, max = CARD_WIDTH): string {
  const text = caseExcerpt(html, Infinity);
  let width = 0;
  let end = 0;
  for (const char of text) {
    width += WIDE.test(char) ? WIDE_WIDTH : 1;
    if (width > max) return `${text.slice(0, end).trimEnd()}…`;
    end += char.length;
  }
  return text;
}
