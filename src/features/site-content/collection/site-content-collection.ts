import type { CollectionConfig, Field } from 'payload';
import type { CacheTag } from '@/routing/cache-tags';
import { isOperator } from '@/collections/access';
import { type Label, label } from '@/collections/fields';
import { revalidateHooks } from '@/collections/revalidate';

interface SiteContentCollectionArgs {
  slug: string;
  singular: Label;
  plural: Label;
  useAsTitle: string;
  defaultColumns: string[];
  tags: CacheTag[];
  fields: Field[];
}

/**
 * A site-content collection: operators edit it in the admin, the site reads it through `server/`
 * (Local API), saving expires the cache tags of the pages that show it.
 */
export function siteContentCollection(args: SiteContentCollectionArgs): CollectionConfig {
  return {
    slug: args.slug,
    labels: { singular: args.singular, plural: args.plural },
    admin: {
      useAsTitle: args.useAsTitle,
      defaultColumns: args.defaultColumns,
      group: label('网站内容', 'Site content'),
    },
    access: { read: isOperator },
    defaultSort: 'sort',
    hooks: revalidateHooks(...args.tags),
    fields: args.fields,
  };
}
