/**
 * The HTML tags a customer case's rich `content` may hold (product §3): the sanitizer keeps exactly
 * these (src/text/sanitize-html.ts), and the seed content is checked against the same list.
 */
export const RICH_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
] as const;
