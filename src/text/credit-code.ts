/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of the
 * alphabet below, the last a check character over the first 17 (weights 3^i mod 31).
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or null when one is outside the alphabet. */
export function creditCodeCheck(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * WEIGHTS[i];
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** A code as written (spaces around it, lower case, full-width letters) in its canonical form. */
export function canonicalCreditCode(code: string): string {
  return code.normalize('NFKC').trim().toUpperCase();
}

/** Whether `code` (canonical) is 18 characters of the alphabet with a right check character. */
export function isCreditCode(code: string): boolean {
  return code.length === 18 && creditCodeCheck(code.slice(0, 17)) === code[17];
}
