import { describe, expect, it } from 'vitest';
import { RICH_HTML_TAGS } from '@/catalog/rich-html';
import { CUSTOMER_CASES } from '@/seed/data/customer-cases';
import { sanitizeRichHtml } from '@/text/sanitize-html';

const tagsOf = (html: string) => [...html.matchAll(/<([a-zA-Z0-9]+)/g)].map((m) => m[1].toLowerCase());

describe('one rich-HTML allow-list (catalog/rich-html.ts)', () => {
  it('is what the sanitizer keeps: every listed tag survives, others are dropped', () => {
    for (const tag of RICH_HTML_TAGS) {
      const html = tag === 'br' ? '<br />' : `<${tag}>x</${tag}>`;
      expect(tagsOf(sanitizeRichHtml(html)), tag).toEqual([tag]);
    }
    for (const tag of ['div', 'img', 'script', 'iframe', 'h1', 'table']) {
      expect(tagsOf(sanitizeRichHtml(`<${tag}>x</${tag}>`)), tag).toEqual([]);
    }
  });

  it('lets every seeded sample through with all its tags (the seed is checked against the same list)', () => {
    for (const s of CUSTOMER_CASES) {
      for (const html of [s.content.zh, s.content.en]) {
        expect(
          tagsOf(html).every((t) => (RICH_HTML_TAGS as readonly string[]).includes(t)),
          s.sampleNo,
        ).toBe(true);
        expect(tagsOf(sanitizeRichHtml(html)), s.sampleNo).toEqual(tagsOf(html));
      }
    }
  });
});
