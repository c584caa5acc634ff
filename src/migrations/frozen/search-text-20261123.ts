/**
 * Frozen copy of `searchText` (src/text/search-text.ts) as the migrations of 2026-11-23 compute
 * it: they fill `search_text` of the rows already stored. A migration must do tomorrow what it
 * did when it was committed, so it never imports live code; change the live function freely,
 * and write a new migration (with its own frozen copy) if stored rows must follow.
 * Private to the migrations.
 */

const HAN = /\p{Script=Han}/u;
const RUNS = /[\p{L}\p{N}]+/gu;

/** Han runs and other letter/digit runs of `text`, NFKC-normalized and lower-cased, in order. */
function runs(text: string): { han: boolean; text: string }[] {
  const out: { han: boolean; text: string }[] = [];
  for (const [word] of text.normalize('NFKC').toLowerCase().matchAll(RUNS)) {
    let current = '';
    let han = false;
    for (const ch of word) {
      const isHan = HAN.test(ch);
      if (current && isHan !== han) {
        out.push({ han, text: current });
        current = '';
      }
      han = isHan;
      current += ch;
    }
    if (current) out.push({ han, text: current });
  }
  return out;
}

/**
 * Space-separated tokens in title order, repeats kept: each Han run gives its overlapping
 * bigrams plus its last character alone, each other run one lower-case word.
 */
export function searchText(...texts: (string | null | undefined)[]): string {
  const tokens: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const run of runs(text)) {
      if (!run.han) {
        tokens.push(run.text);
        continue;
      }
      const chars = [...run.text];
      tokens.push(...chars.slice(1).map((ch, i) => chars[i] + ch), chars.at(-1)!);
    }
  }
  return tokens.join(' ');
}
