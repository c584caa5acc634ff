import type { CollectionConfig, Endpoint } from 'payload';
import { getConfig } from '@/config/env';
import { rejectionText } from '@/features/imports/file';
import type { Rejection } from '@/features/imports/file/types';
import { toCsv } from '@/text/csv';
import { isOperator } from '@/collections/access';
import { label, recordKindOptions } from '@/collections/fields';
import { queueImport } from '@/collections/jobs';

const counts = ['rows', 'inserted', 'updated', 'unchanged', 'withdrawn', 'rejected'] as const;
const COUNT_LABELS: Record<(typeof counts)[number], [string, string]> = {
  rows: ['已读行数', 'Lines read'],
  inserted: ['新增', 'Inserted'],
  updated: ['更新', 'Updated'],
  unchanged: ['未变', 'Unchanged'],
  withdrawn: ['撤回', 'Withdrawn'],
  rejected: ['拒绝', 'Rejected'],
};

/** GET /api/imports/<id>/report.csv: the rejected lines, in the reading operator's language. */
const reportEndpoint: Endpoint = {
  path: '/:id/report.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 });
    const id = Number(req.routeParams?.id);
    const doc = await req.payload
      .findByID({ collection: 'imports', id, depth: 0, req, overrideAccess: false })
      .catch(() => null);
    if (!doc) return Response.json({ message: 'Not Found' }, { status: 404 });
    const lang = req.i18n?.language === 'en' ? 'en' : 'zh';
    const rejections = (doc.report ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Rejection);
    const rows = rejections.map((r) => [r.line, r.field ?? '', rejectionText(r, lang)]);
    const header = lang === 'en' ? ['line', 'field', 'reason'] : ['行号', '字段', '原因'];
    return new Response(toCsv(header, rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="import-${id}-rejected.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
};

/**
 * Files an operator uploads in the admin to import projects or tenders (docs/import.md). Saving
 * one queues the `importFile` job (Payload's jobs queue), which runs the one import pipeline in
 * the background and writes its progress and outcome here; the rejection report is a CSV at
 * /api/imports/<id>/report.csv. The admin stays usable meanwhile.
 */
export const Imports: CollectionConfig = {
  slug: 'imports',
  labels: { singular: label('数据导入', 'Data import'), plural: label('数据导入', 'Data imports') },
  admin: {
    useAsTitle: 'filename',
    group: label('项目数据', 'Project data'),
    defaultColumns: ['filename', 'kind', 'status', 'inserted', 'updated', 'rejected', 'createdAt'],
    // What the imports published, as the search engines were told of it (docs/seo.md, 'Push on publish').
    components: { beforeListTable: ['/features/search-push/collection/SearchPushStatus#SearchPushStatus'] },
    description: label(
      '上传 CSV（UTF-8 或 GB18030）或 JSON Lines 文件，后台导入；格式见 docs/import.md',
      'Upload a CSV (UTF-8 or GB18030) or JSON Lines file; it is imported in the background (format: docs/import.md)',
    ),
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  upload: {
    staticDir: getConfig().IMPORTS_DIR,
    mimeTypes: [
      'text/csv',
      'text/plain',
      'application/json',
      'application/x-ndjson',
      'application/jsonl',
      'application/vnd.ms-excel',
    ],
  },
  endpoints: [reportEndpoint],
  hooks: {
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation === 'create') await queueImport(req, doc.id as number);
        return doc;
      },
    ],
  },
  fields: [
    {
      name: 'progress',
      type: 'ui',
      admin: { components: { Field: '/features/imports/collection/ImportProgress#ImportProgress' } },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: recordKindOptions,
      label: label('导入到', 'Import into'),
    },
    {
      name: 'encoding',
      type: 'select',
      required: true,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: label('自动识别', 'Detect') },
        { value: 'utf8', label: 'UTF-8' },
        { value: 'gb18030', label: 'GB18030 / GBK' },
      ],
      label: label('编码（CSV）', 'Encoding (CSV)'),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: [
        { value: 'queued', label: label('排队中', 'Queued') },
        { value: 'running', label: label('导入中', 'Running') },
        { value: 'done', label: label('已完成', 'Done') },
        { value: 'failed', label: label('失败', 'Failed') },
      ],
      label: label('状态', 'Status'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...counts.map((name) => ({
      name,
      type: 'number' as const,
      defaultValue: 0,
      label: label(...COUNT_LABELS[name]),
      admin: { readOnly: true, position: 'sidebar' as const },
    })),
    {
      name: 'startedAt',
      type: 'date',
      label: label('开始时间', 'Started'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'finishedAt',
      type: 'date',
      label: label('结束时间', 'Finished'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'error', type: 'text', label: label('错误', 'Error'), admin: { readOnly: true } },
    {
      // The rejected lines as CSV (line, field, reason in the uploader's language); downloaded from
      // /api/imports/<id>/report.csv.
      name: 'report',
      type: 'textarea',
      label: label('拒绝报告', 'Rejection report'),
      admin: { hidden: true },
    },
  ],
};
