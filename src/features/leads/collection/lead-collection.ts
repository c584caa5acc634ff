import type { CollectionConfig, Field } from 'payload';
import { isOperator, nobody } from '@/collections/access';
import { csvExportEndpoint } from '@/collections/export-csv';
import { type Label, label, localeField } from '@/collections/fields';
import { LEADS, type LeadKind } from '@/features/leads/lead-kinds';
import { leadFields, stampLead } from './lead-fields';
import { sourceGroup } from './source-fields';

/** Fields every lead carries as sent: when, in which locale, from which (hashed) client IP. */
const receiptFields: Field[] = [
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
    // Identical leads within a day are stored once and counted here (src/features/leads/server/leads.ts).
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

interface LeadCollectionArgs {
  kind: LeadKind;
  singular: Label;
  plural: Label;
  useAsTitle: string;
  /** The form's fields. */
  fields: Field[];
}

/** Sent values never change in the admin, even through REST. */
const asSent = (f: Field) =>
  ({ ...f, admin: { ...f.admin, readOnly: true }, access: { update: () => false } }) as Field;

/**
 * A lead collection (feedback, trial): written by the API (Local API, overrideAccess), the sent
 * values read-only in the admin, where operators set its status, assignee and notes; readable over
 * REST by logged-in operators only, exportable as CSV.
 */
export function leadCollection(args: LeadCollectionArgs): CollectionConfig {
  const { collection } = LEADS[args.kind];
  const fields = [...args.fields, ...receiptFields, sourceGroup];
  const lead = leadFields(args.kind);
  const exported = [...fields, ...lead.filter((f) => 'name' in f && f.name !== 'deliveries')];
  return {
    slug: collection,
    labels: { singular: args.singular, plural: args.plural },
    admin: {
      useAsTitle: args.useAsTitle,
      group: label('访客提交', 'Submissions'),
      defaultColumns: [
        args.useAsTitle,
        ...args.fields.slice(1, 3).flatMap((f) => ('name' in f ? [f.name] : [])),
        'receivedAt',
        'status',
        'assignee',
      ],
      components: {
        beforeListTable: [
          {
            path: '/features/leads/components/admin/LeadListTools#LeadListTools',
            serverProps: { collection },
          },
        ],
      },
    },
    access: { read: isOperator, create: nobody, update: isOperator, delete: isOperator },
    defaultSort: '-receivedAt',
    hooks: { beforeChange: [stampLead] },
    // The dashboard's overdue count and its median time to first contact read these alone.
    // The source figures group the dashboard's 7 and 30 days by these (server/sources/figures.ts).
    indexes: [
      { fields: ['status', 'receivedAt'] },
      { fields: ['firstContactAt', 'minutesToFirstContact'] },
      { fields: ['receivedAt', 'source.engine'] },
      { fields: ['receivedAt', 'source.utmCampaign'] },
      { fields: ['receivedAt', 'source.landingKind'] },
      { fields: ['receivedAt', 'source.landing'] },
      { fields: ['receivedAt', 'source.keyword'] },
    ],
    endpoints: [csvExportEndpoint(collection, exported)],
    fields: [...fields.map(asSent), ...lead],
  };
}
