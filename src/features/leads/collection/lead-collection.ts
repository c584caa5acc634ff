import type { CollectionConfig, CollectionSlug, Field } from 'payload';
import { isOperator, nobody } from '@/collections/access';
import { csvExportEndpoint } from '@/collections/export-csv';
import { type Label, label, localeField } from '@/collections/fields';
import { leadFields, stampLead } from './lead-fields';

/** Fields every submitted record carries: when, in which locale, from which (hashed) client IP. */
export const submissionFields: Field[] = [
  {
    name: 'receivedAt',
    type: 'date',
    required: true,
    // The dashboard's per-day counts and the lists' date filters.
    index: true,
    label: label('提交时间', 'Received at'),
    admin: { date: { pickerAppearance: 'dayAndTime' } },
  },
  localeField,
  {
    // Identical submissions within a day are stored once and counted here (src/features/leads/server/submissions.ts).
    name: 'timesReceived',
    type: 'number',
    required: true,
    defaultValue: 1,
    label: label('收到次数', 'Times received'),
    admin: {
      description: label(
        '24 小时内相同内容的提交只保存一条，此处计数',
        'Identical submissions within 24 hours are stored once and counted here',
      ),
    },
  },
  {
    name: 'lastReceivedAt',
    type: 'date',
    label: label('最近一次收到', 'Last received at'),
    admin: { date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'fingerprint',
    type: 'text',
    index: true,
    label: label('内容指纹', 'Content fingerprint'),
    admin: { hidden: true },
  },
  {
    name: 'ipHash',
    type: 'text',
    label: label('客户端 IP 摘要', 'Client IP hash'),
    admin: { description: label('加盐哈希，不保存原始 IP', 'Salted hash; the raw IP is not stored') },
  },
];

interface RecordsArgs {
  slug: CollectionSlug;
  singular: Label;
  plural: Label;
  useAsTitle: string;
  fields: Field[];
  /** A lead (feedback, trial): operators set its status, assignee and notes; the join names it. */
  lead?: 'feedback' | 'applyRecord';
}

/** Submitted values never change in the admin, even through REST. */
const submitted = (f: Field) =>
  ({ ...f, admin: { ...f.admin, readOnly: true }, access: { update: () => false } }) as Field;

/**
 * Visitor submissions: written by the API (Local API, overrideAccess), read-only in the admin,
 * readable over REST by logged-in operators only, exportable as CSV.
 */
export function recordsCollection(args: RecordsArgs): CollectionConfig {
  const fields = [...args.fields, ...submissionFields];
  const lead = args.lead ? leadFields(args.lead) : [];
  const exported = [...fields, ...lead.filter((f) => 'name' in f && f.name !== 'deliveries')];
  return {
    slug: args.slug,
    labels: { singular: args.singular, plural: args.plural },
    admin: {
      useAsTitle: args.useAsTitle,
      group: label('访客提交', 'Submissions'),
      defaultColumns: [
        args.useAsTitle,
        ...args.fields.slice(1, 3).flatMap((f) => ('name' in f ? [f.name] : [])),
        'receivedAt',
        ...(args.lead ? ['status', 'assignee'] : ['timesReceived']),
      ],
      components: {
        beforeListTable: [
          args.lead
            ? {
                path: '/features/leads/components/admin/LeadListTools#LeadListTools',
                serverProps: { collection: args.slug },
              }
            : {
                path: '/features/leads/collection/ExportCsvLink#ExportCsvLink',
                clientProps: { collection: args.slug },
              },
        ],
      },
    },
    access: { read: isOperator, create: nobody, update: args.lead ? isOperator : nobody, delete: isOperator },
    defaultSort: '-receivedAt',
    hooks: args.lead ? { beforeChange: [stampLead] } : undefined,
    // The dashboard's overdue count and its median time to first contact read these alone.
    indexes: args.lead
      ? [{ fields: ['status', 'receivedAt'] }, { fields: ['firstContactAt', 'minutesToFirstContact'] }]
      : undefined,
    endpoints: [csvExportEndpoint(args.slug, exported)],
    fields: [...fields.map(submitted), ...lead],
  };
}
