/** Contact masking of listing teasers: applied to generated rows and again on every read. */

/** Keeps the surname's first character: '王小明' -> '王**'. Idempotent. */
export function maskName(name: string): string {
  const t = name.trim();
  if (!t) return '';
  const first = String.fromCodePoint(t.codePointAt(0)!);
  return first + '**';
}

/** Keeps the first 3 and last 4 digits: '13812345621' -> '138****5621'. Idempotent. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length < 7) return '*'.repeat(d.length);
  return d.slice(0, 3) + '****' + d.slice(-4);
}
