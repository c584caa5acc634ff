import type { CollectionConfig } from 'payload';

/** `collection` with `hooks` run after its own (a feature adding to another feature's collection). */
export function withHooks(
  collection: CollectionConfig,
  hooks: Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>,
): CollectionConfig {
  const own = collection.hooks ?? {};
  return {
    ...collection,
    hooks: {
      ...own,
      afterChange: [...(own.afterChange ?? []), ...(hooks.afterChange ?? [])],
      afterDelete: [...(own.afterDelete ?? []), ...(hooks.afterDelete ?? [])],
    },
  };
}
