import type { CollectionConfig } from 'payload';
import { CASE_SORT } from '@/catalog';
import { RICH_HTML_TAGS } from '@/catalog/rich-html';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { sanitizeRichHtml } from '@/text/sanitize-html';
import { isOperator } from '@/collections/access';
import { imageFields, industryOptions, label } from '@/collections/fields';
import { revalidateHooks } from '@/collections/revalidate';

/** Customer cases and testimonials: every field of the spec's sample entity (product §3). */
export const CustomerCases: CollectionConfig = {
  slug: 'samples',
  labels: { singular: label('客户案例', 'Customer case'), plural: label('客户案例', 'Customer cases') },
  admin: {
    useAsTitle: 'companyName',
    group: label('客户案例', 'Customer cases'),
    defaultColumns: ['companyName', 'sampleType', 'industry', 'sort', 'isDelete', 'createDate'],
  },
  access: { read: isOperator },
  defaultSort: '-createDate',
  hooks: {
    ...revalidateHooks(CACHE_TAGS.customerCases),
    beforeChange: [
      ({ data, operation, req }) => {
        if (operation === 'create' && req.user && !data.createUser) {
          data.createUser = String(req.user.id);
          data.createUserName = (req.user as { name?: string }).name || req.user.email;
        }
        return data;
      },
    ],
  },
  indexes: [{ fields: ['sampleType', 'isDelete', 'industry', 'sort', 'createDate'] }],
  fields: [
    {
      name: 'sampleNo',
      type: 'text',
      required: true,
      unique: true,
      label: label('案例编号', 'Case number'),
    },
    {
      name: 'sampleType',
      type: 'relationship',
      relationTo: 'sample-types',
      required: true,
      label: label('类型', 'Type'),
    },
    {
      name: 'companyName',
      type: 'text',
      required: true,
      localized: true,
      label: label('企业名称', 'Company name'),
    },
    {
      name: 'industry',
      type: 'select',
      required: true,
      options: industryOptions,
      label: label('行业', 'Industry'),
    },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      localized: true,
      label: label('内容（HTML）', 'Content (HTML)'),
      admin: {
        description: label(
          `允许的标签：${RICH_HTML_TAGS.join('、')}；其他标签和脚本在保存时移除。`,
          `Allowed tags: ${RICH_HTML_TAGS.join(', ')}; anything else, scripts included, is removed on save.`,
        ),
      },
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? sanitizeRichHtml(value) : value)] },
    },
    {
      name: 'sort',
      type: 'number',
      required: true,
      defaultValue: CASE_SORT.normal,
      min: 0,
      label: label('排序（越大越靠前）', 'Sort (higher first)'),
      admin: { position: 'sidebar' },
    },
    ...imageFields('logo', label('企业标志', 'Logo')),
    ...imageFields('background', label('背景图', 'Background image')),
    ...imageFields('image', label('配图', 'Picture')),
    {
      name: 'fileList',
      type: 'array',
      label: label('附件', 'Attachments'),
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media', label: label('文件', 'File') },
        { name: 'url', type: 'text', label: label('站内路径', 'Site path') },
      ],
    },
    {
      name: 'createDate',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      label: label('发布日期', 'Date'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'isDelete',
      type: 'checkbox',
      defaultValue: false,
      label: label('已删除（不在网站显示）', 'Deleted (hidden from the site)'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'createUser',
      type: 'text',
      label: label('创建人 ID', 'Created by (id)'),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'createUserName',
      type: 'text',
      label: label('创建人', 'Created by'),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
};
