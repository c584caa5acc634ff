import type { CollectionConfig } from 'payload';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { isOperator } from '@/collections/access';
import { label, sortField } from '@/collections/fields';
import { revalidateHooks } from '@/collections/revalidate';

/** Kinds of customer case: success cases, and the one the spec names "customer review". */
export const CaseTypes: CollectionConfig = {
  slug: 'sample-types',
  labels: { singular: label('案例类型', 'Case type'), plural: label('案例类型', 'Case types') },
  admin: {
    useAsTitle: 'name',
    group: label('客户案例', 'Customer cases'),
    defaultColumns: ['name', 'key', 'sort'],
  },
  access: { read: isOperator },
  defaultSort: 'sort',
  hooks: revalidateHooks(CACHE_TAGS.caseTypes, CACHE_TAGS.customerCases),
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      label: label('用途', 'Purpose'),
      options: [
        { value: 'case', label: label('成功案例', 'Success case') },
        { value: 'review', label: label('客户评价', 'Customer review') },
      ],
    },
    { name: 'name', type: 'text', required: true, localized: true, label: label('名称', 'Name') },
    sortField(),
  ],
};
