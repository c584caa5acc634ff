import type { CollectionConfig } from 'payload';
import { isOperator } from '@/collections/access';
import { label, provinceOptions } from '@/collections/fields';

/**
 * Who gets a new lead (docs/backend.md, 'Lead owners'): the first rule naming the lead's
 * province, else the default rule (no province), then round robin among that rule's operators.
 */
export const LeadRules: CollectionConfig = {
  slug: 'lead-rules',
  labels: { singular: label('分配规则', 'Assignment rule'), plural: label('分配规则', 'Assignment rules') },
  admin: {
    useAsTitle: 'name',
    group: label('访客提交', 'Submissions'),
    defaultColumns: ['name', 'provinces', 'operators'],
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  fields: [
    { name: 'name', type: 'text', required: true, label: label('名称', 'Name') },
    {
      name: 'provinces',
      type: 'select',
      hasMany: true,
      options: provinceOptions,
      label: label('省份', 'Provinces'),
      admin: {
        description: label(
          '留空即默认规则：未填省份或没有规则匹配的线索',
          'Empty for the default rule: leads without a province or matching no other rule',
        ),
      },
    },
    {
      name: 'operators',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      required: true,
      minRows: 1,
      label: label('轮流分配给', 'Operators in turn'),
    },
    {
      // The round robin's position, advanced atomically by src/features/leads/server/delivery/assign.ts.
      name: 'turn',
      type: 'number',
      defaultValue: 0,
      label: label('轮转位置', 'Turn'),
      admin: { hidden: true },
    },
  ],
};
