import sanitizeHtml from 'sanitize-html';
import { RICH_HTML_TAGS } from '@/catalog/rich-html';

/**
 * Allow-list for the rich HTML of customer cases and testimonials (product §3 `content`; the tags
 * are catalog/rich-html.ts).
 * Applied when an operator saves and again before a DTO leaves `server/`, so stored HTML can
 * never run script in a browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_HTML_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new window must not hand it `window.opener`.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
