import type { Field, Option } from 'payload';
import { INDUSTRIES, PROVINCES, REGIONS } from '@/catalog';
import type { Locale } from '@/i18n/routing';

/** A zh/en label (a Record so Payload's StaticLabel accepts it). */
export type Label = Record<Locale, string>;

export const label = (zh: string, en: string): Label => ({ zh, en });

/**
 * An image: an upload in Media, or a URL of a file shipped under /public (the seed's images).
 * The upload wins when both are set.
 */
export function imageFields(name: string, text: Label, localized = false): Field[] {
  return [
    { name, type: 'upload', relationTo: 'media', label: text, localized },
    {
      name: `${name}Url`,
      type: 'text',
      localized,
      label: { zh: `${text.zh}（站内路径）`, en: `${text.en} (site path)` },
      admin: {
        description: {
          zh: '未上传图片时使用，例如 /seed/x.svg',
          en: 'Used when no image is uploaded, e.g. /seed/x.svg',
        },
      },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && /^(\/[^/]|https:\/\/)/.test(value))
          ? true
          : 'Must start with / or https://',
    },
  ];
}

export const sortField = (defaultValue = 0): Field => ({
  name: 'sort',
  type: 'number',
  required: true,
  defaultValue,
  label: label('排序', 'Sort order'),
  admin: { position: 'sidebar' },
});

export const industryOptions: Option[] = INDUSTRIES.map((i) => ({
  label: { zh: i.zh, en: i.en },
  value: i.slug,
}));
export const provinceOptions: Option[] = PROVINCES.map((p) => ({
  label: { zh: p.zh, en: p.en },
  value: p.slug,
}));
export const regionOptions: Option[] = REGIONS.map((r) => ({ label: { zh: r.zh, en: r.en }, value: r.slug }));

/** The two record collections an import or a withdrawal names (`kind`). */
export const recordKindOptions: Option[] = [
  { value: 'projects', label: label('项目', 'Projects') },
  { value: 'tenders', label: label('招标信息', 'Tenders') },
];

/** Codes are select values (text) so PostgreSQL stores them as a compact enum, not numeric. */
export const codeOptions = (codes: readonly number[]): Option[] =>
  codes.map((code) => ({ label: String(code), value: String(code) }));

/** The language a visitor used (a submission's page, an alert's mails). */
export const localeField: Field = {
  name: 'locale',
  type: 'select',
  required: true,
  options: [
    { label: '中文', value: 'zh' },
    { label: 'English', value: 'en' },
  ],
  label: label('语言', 'Locale'),
};
