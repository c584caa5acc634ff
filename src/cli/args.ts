/** `--name value` / `--name=value` options of the seed and bench commands, as non-negative integers. */
export function intOption(argv: readonly string[], name: string, fallback: number): number {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const raw =
      arg === flag ? argv[i + 1] : arg.startsWith(`${flag}=`) ? arg.slice(flag.length + 1) : undefined;
    if (raw === undefined) continue;
    const value = Number(raw.replace(/_/g, ''));
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`${flag} takes a whole number, got "${raw}"`);
    return value;
  }
  return fallback;
}
