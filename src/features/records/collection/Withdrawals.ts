import type { CollectionConfig } from 'payload';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { isOperator, nobody } from '@/collections/access';
import { industryOptions, label, provinceOptions, recordKindOptions } from '@/collections/fields';
import { revalidateHooks } from '@/collections/revalidate';
import { recordRevalidateHooks } from './hooks';

/**
 * Projects and tenders the provider withdrew (an import row with `withdrawn` true). The row leaves
 * its table, so listings, search, statistics and the sitemap need no filter; what a withdrawn
 * notice's page and the related listing need stays here. Importing the record again without
 * `withdrawn` brings it back. Kept by the import (src/server/import); read-only in the admin.
 */
export const Withdrawals: CollectionConfig = {
  slug: 'withdrawals',
  labels: {
    singular: label('已撤回记录', 'Withdrawn record'),
    plural: label('已撤回记录', 'Withdrawn records'),
  },
  admin: {
    useAsTitle: 'title',
    group: label('项目数据', 'Project data'),
    defaultColumns: ['title', 'kind', 'sourceId', 'withdrawnAt'],
  },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  defaultSort: '-withdrawnAt',
  hooks: {
    afterChange: [
      ...revalidateHooks(CACHE_TAGS.teaserTotals, CACHE_TAGS.marketStats).afterChange,
      ...recordRevalidateHooks().afterChange,
    ],
    afterDelete: [
      ...revalidateHooks(CACHE_TAGS.teaserTotals, CACHE_TAGS.marketStats).afterDelete,
      ...recordRevalidateHooks().afterDelete,
    ],
  },
  indexes: [{ fields: ['kind', 'sourceId'], unique: true }],
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: recordKindOptions,
      label: label('类别', 'Kind'),
    },
    { name: 'sourceId', type: 'text', required: true, maxLength: 64, label: label('来源编号', 'Source id') },
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
    { name: 'province', type: 'select', options: provinceOptions, label: label('省份', 'Province') },
    { name: 'industry', type: 'select', options: industryOptions, label: label('行业', 'Industry') },
    { name: 'withdrawnAt', type: 'date', required: true, label: label('撤回时间', 'Withdrawn at') },
  ].map((f) => ({ ...f, admin: { readOnly: true } })) as CollectionConfig['fields'],
};
