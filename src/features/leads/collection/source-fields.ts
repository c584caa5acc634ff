import type { Field } from 'payload';
import { CONVERSION_STATES, type ConversionState, LANDING_KINDS } from '@/catalog/lead-sources';
import { type Label, label } from '@/collections/fields';

const text = (name: string, zh: string, en: string): Field => ({ name, type: 'text', label: label(zh, en) });

const date = (name: string, zh: string, en: string): Field => ({
  name,
  type: 'date',
  label: label(zh, en),
  admin: { date: { pickerAppearance: 'dayAndTime' } },
});

const CONVERSION_LABELS: Record<ConversionState, Label> = {
  queued: label('待回传', 'Queued'),
  reported: label('已回传', 'Reported'),
  failed: label('回传失败', 'Failed'),
};

/**
 * Where a lead came from (docs/leads.md, 'Where leads come from'), as read from the visitor's
 * source cookie when the form was sent: the last visit with a source (engine, campaign and
 * landing kind are the dashboard's indexed columns), the first one, the paid click and its
 * conversion report. Written once by the server; read-only in the admin. The dashboard's columns
 are indexed with the receipt time (src/features/leads/collection/lead-collection.ts).
 */
export const sourceGroup: Field = {
  name: 'source',
  type: 'group',
  label: label('来源', 'Source'),
  admin: {
    description: label(
      '访客最近一次与首次从外部进入本站的情况（保存在访客浏览器中最多 90 天）',
      'How the visitor last and first came to the site (kept in their browser for at most 90 days)',
    ),
  },
  fields: [
    text('engine', '搜索引擎 / 渠道', 'Search engine / channel'),
    text('words', '搜索词', 'Search words'),
    text('referrer', '来源网站', 'Referrer'),
    text('landing', '落地页', 'Landing page'),
    {
      name: 'landingKind',
      type: 'select',
      label: label('落地页类型', 'Landing page kind'),
      options: LANDING_KINDS.map((value) => ({ value, label: value })),
    },
    text('keyword', '关键词（搜索词或 utm_term）', 'Keyword (search words or utm_term)'),
    text('utmSource', 'utm_source', 'utm_source'),
    text('utmMedium', 'utm_medium', 'utm_medium'),
    text('utmCampaign', 'utm_campaign', 'utm_campaign'),
    text('utmTerm', 'utm_term', 'utm_term'),
    text('utmContent', 'utm_content', 'utm_content'),
    date('visitedAt', '最近来访时间', 'Last visit at'),
    text('firstEngine', '首次来源渠道', 'First visit: channel'),
    text('firstReferrer', '首次来源网站', 'First visit: referrer'),
    text('firstLanding', '首次落地页', 'First visit: landing page'),
    text('firstWords', '首次搜索词', 'First visit: search words'),
    date('firstVisitedAt', '首次来访时间', 'First visit at'),
    text('clickNetwork', '广告平台', 'Ad network'),
    text('clickParam', '点击参数', 'Click parameter'),
    text('clickId', '点击 ID', 'Click id'),
    text('clickUrl', '点击落地网址', 'Click landing URL'),
    text('sentFrom', '提交页面', 'Sent from page'),
    { name: 'pagesSeen', type: 'number', label: label('浏览页数', 'Pages seen') },
    {
      name: 'conversion',
      type: 'select',
      index: true,
      label: label('转化回传', 'Conversion report'),
      options: CONVERSION_STATES.map((value) => ({ value, label: CONVERSION_LABELS[value] })),
    },
    text('conversionResult', '回传结果', 'Report result'),
    date('conversionAt', '回传时间', 'Reported at'),
  ],
};
