const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Characters a card shows at most; its CSS clamps the text to four lines anyway. */
const EXCERPT_LENGTH = 160;

/**
 * The plain-text opening of a case's rich content, without its headings, for the cards: they
 * show four lines, so sending (and serializing for the browser) the whole HTML is waste. The
 * result is rendered as text, so nothing in it is interpreted as markup.
 */
export function caseExcerpt(html: string, max = EXCERPT_LENGTH): string {
  const text = html
    .replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
