/**
 * The key of an organisation's name (docs/organisations.md, 'Keys'): spellings of one name that
 * providers write differently become one string. NFKC folds full-width letters, digits and
 * brackets into half-width ones (（）→ ()); the other bracket styles become round ones; spaces go
 * (Chinese names have none that matter: 北京 城建 = 北京城建); Latin letters go lower case; and
 * trailing punctuation (a stray 。 or ,) is dropped.
 */
const BRACKETS: Record<string, string> = {
  '[': '(',
  ']': ')',
  '【': '(',
  '】': ')',
  '〔': '(',
  '〕': ')',
  '{': '(',
  '}': ')',
};
const SPACES = /[\s\u200b\u200c\u200d\ufeff]+/gu;
const TRAILING = /[\p{P}\p{S}]+$/u;
const LEADING = /^[^\p{L}\p{N}(]+/u;

export function normaliseOrgName(name: string): string {
  let text = name.normalize('NFKC').replace(SPACES, '').toLowerCase();
  text = text.replace(/[[\]【】〔〕{}]/gu, (c) => BRACKETS[c] ?? c);
  // A closing bracket ends many names (…（集团）): only unbalanced trailing punctuation goes.
  for (;;) {
    const stripped = text.replace(TRAILING, (tail) => keepClosing(text, tail));
    if (stripped === text) break;
    text = stripped;
  }
  return text.replace(LEADING, '');
}

/** The part of a trailing run of punctuation to keep: closing brackets that close an opening one. */
function keepClosing(text: string, tail: string): string {
  const head = text.slice(0, text.length - tail.length);
  let open = [...head].filter((c) => c === '(').length - [...head].filter((c) => c === ')').length;
  let kept = '';
  for (const c of tail) {
    if (c === ')' && open > 0) {
      kept += c;
      open--;
    } else break;
  }
  return kept;
}
