/**
 * Lists in messages are objects keyed i1, i2… (arrays break next-intl's typed keys); read them
 * from `getMessages()` and back into their written order with this.
 */
export function rawList<T>(value: Record<string, T>): T[] {
  return Object.values(value);
}
