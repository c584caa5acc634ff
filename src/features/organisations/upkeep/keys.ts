import { createHash } from 'node:crypto';
import { canonicalCreditCode } from '@/text/credit-code';
import { normaliseOrgName } from '@/text/org-name';

/** An organisation as a record names it: the Chinese name, the English one, the credit code. */
export interface OrgName {
  zh: string;
  en: string | null;
  code: string | null;
}

/**
 * The key an organisation is found by (docs/organisations.md, 'Keys'): its credit code when one
 * is given, else its normalised Chinese name. Null for an empty name without a code.
 */
export function orgKey(name: OrgName): string | null {
  const code = name.code ? canonicalCreditCode(name.code) : '';
  if (code) return `cc:${code}`;
  const norm = normaliseOrgName(name.zh);
  return norm ? `name:${norm}` : null;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The URL id of the organisation first made from `key`: 10 base32 characters of its sha256. */
export function publicIdOf(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 10) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === 10) break;
  }
  return out;
}

/** Candidates as the import gives them: ranked names separated by `;` (either width). */
export function candidateNames(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[;；]/u)
    .map((n) => n.trim())
    .filter(Boolean);
}
