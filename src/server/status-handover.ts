/**
 * A lookup the proxy asks and the server registers at start: the proxy is bundled apart from the
 * server code but runs in the same process, so the function is handed over on globalThis. Asking
 * before registration, or a failing lookup, answers `fallback` (the page then decides alone).
 */
export function statusHandover<A extends unknown[], R>(name: string, fallback: R) {
  type Lookup = (...args: A) => Promise<R>;
  const key = Symbol.for(`zxw.${name}`);
  const slot = globalThis as Record<symbol, Lookup | undefined>;
  return {
    set(lookup: Lookup): void {
      slot[key] = lookup;
    },
    async ask(...args: A): Promise<R> {
      const lookup = slot[key];
      if (!lookup) return fallback;
      try {
        return await lookup(...args);
      } catch {
        return fallback;
      }
    },
  };
}
