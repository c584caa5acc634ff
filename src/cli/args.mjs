// The one argument parser of the command-line tools: the commands in src/cli/ and
// scripts/bench.mjs (plain JavaScript, so both the TypeScript commands and Node scripts import it).

/**
 * The value of `--name value` / `--name=value`, or undefined when the flag is absent.
 * @param {readonly string[]} argv
 * @param {string} name
 * @returns {string | undefined}
 */
export function stringOption(argv, name) {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === flag) return argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

/**
 * A non-negative whole-number option (`_` separators allowed), or `fallback` when absent.
 * @param {readonly string[]} argv
 * @param {string} name
 * @param {number} fallback
 * @returns {number}
 */
export function intOption(argv, name, fallback) {
  const raw = stringOption(argv, name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} takes a whole number, got "${raw}"`);
  return value;
}
