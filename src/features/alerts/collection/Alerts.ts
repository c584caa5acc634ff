import type { CollectionConfig, Field } from 'payload';
import { isOperator, nobody } from '@/collections/access';
import { csvExportEndpoint } from '@/collections/export-csv';
import { label } from '@/collections/fields';
import { localeField } from '@/collections/fields';

const fields: Field[] = [
  { name: 'email', type: 'text', required: true, index: true, label: label('邮箱', 'E-mail') },
  localeField,
  { name: 'filter', type: 'json', required: true, label: label('筛选条件', 'Filters') },
  {
    // Canonical form of the filter (src/schemas/alerts.ts): equal filters are matched once per run.
    name: 'filterKey',
    type: 'text',
    required: true,
    index: true,
    label: label('筛选键', 'Filter key'),
    admin: { hidden: true },
  },
  {
    name: 'confirmed',
    type: 'checkbox',
    required: true,
    defaultValue: false,
    index: true,
    label: label('已确认', 'Confirmed'),
  },
  { name: 'confirmedAt', type: 'date', label: label('确认时间', 'Confirmed at') },
  {
    // The id of the newest record a digest has covered: only records above it are new.
    name: 'watermark',
    type: 'number',
    required: true,
    defaultValue: 0,
    label: label('已覆盖到的记录', 'Covered up to record'),
  },
  { name: 'lastSentAt', type: 'date', label: label('最近发送', 'Last sent') },
  {
    // Which of its address's MAX_ALERTS_PER_ADDRESS places the alert holds: unique per address,
    // so the database itself keeps the cap when sign-ups arrive at once (src/features/alerts/server/subscribe.ts).
    name: 'slot',
    type: 'number',
    label: label('序位', 'Slot'),
    admin: { hidden: true },
  },
];

/**
 * Saved-search alerts (docs/backend.md): written by the sign-up, confirmation, digest and unsubscribe
 * code only (Local API or raw SQL); operators read them, export them as CSV and may delete them.
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: label('订阅提醒', 'Alert'), plural: label('订阅提醒', 'Alerts') },
  admin: {
    useAsTitle: 'email',
    group: label('访客提交', 'Submissions'),
    defaultColumns: ['email', 'filter', 'confirmed', 'lastSentAt', 'createdAt'],
    components: {
      beforeListTable: [
        {
          path: '/features/leads/collection/ExportCsvLink#ExportCsvLink',
          clientProps: { collection: 'alerts' },
        },
      ],
    },
  },
  access: { read: isOperator, create: nobody, update: nobody, delete: isOperator },
  defaultSort: '-createdAt',
  // One alert per address and filters, and one per address and slot (the cap).
  indexes: [
    { fields: ['email', 'filterKey'], unique: true },
    { fields: ['email', 'slot'], unique: true },
  ],
  endpoints: [csvExportEndpoint('alerts', fields)],
  fields: fields.map((f) => ({ ...f, admin: { ...f.admin, readOnly: true } }) as Field),
};
