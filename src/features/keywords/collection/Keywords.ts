import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload';
import { CACHE_TAGS, keywordTag } from '@/routing/cache-tags';
import { KEYWORD_SLUG_PATTERN, pinyinSlug } from '@/text/pinyin-slug';
import { isOperator } from '@/collections/access';
import { label } from '@/collections/fields';
import { markFiguresStale } from './figures-hooks';
import { expireTags } from '@/server/cache';
import { queueKeywordPages } from '@/features/search-push';

interface KeywordDoc {
  id: number | string;
  nameZh?: string | null;
  slug?: string | null;
}

/**
 * An empty slug becomes the Chinese name's pinyin; one another keyword holds gets a number
 * (wushuichuli-2), so an operator never has to invent one.
 */
const fillSlug: CollectionBeforeValidateHook<KeywordDoc> = async ({ data, originalDoc, req }) => {
  if (!data || data.slug || !data.nameZh) return data;
  const base = pinyinSlug(data.nameZh) || 'keyword';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const { totalDocs } = await req.payload.count({
      collection: 'keywords',
      where: { slug: { equals: slug }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
      req,
    });
    if (!totalDocs) return { ...data, slug };
  }
};

/** The directory and the keyword's own pages (its former slug's too, when an operator changed it). */
const tagsOf = (...docs: (Partial<KeywordDoc> | undefined)[]) => [
  CACHE_TAGS.keywords,
  ...docs.flatMap((doc) => (doc?.slug ? [keywordTag(doc.slug)] : [])),
];

/**
 * The keywords of the landing pages and the directory (docs/search.md, 'Keywords'): a Chinese and
 * an English name, a pinyin slug (made from the Chinese name when left empty), synonyms that match
 * too, and whether it is featured (first in the directory, on the home page). A save or a delete
 * expires the directory and the keyword's pages.
 */
export const Keywords: CollectionConfig = {
  slug: 'keywords',
  labels: { singular: label('关键词', 'Keyword'), plural: label('关键词', 'Keywords') },
  admin: {
    useAsTitle: 'nameZh',
    group: label('项目数据', 'Project data'),
    defaultColumns: ['nameZh', 'nameEn', 'slug', 'featured'],
    listSearchableFields: ['nameZh', 'nameEn', 'slug'],
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: 'slug',
  hooks: {
    beforeValidate: [fillSlug],
    // Search engines hear of the pages at once (docs/seo.md, 'Push on publish'); a former slug's too (now a 404).
    afterChange: [
      async ({ doc, previousDoc, context, req }) => {
        expireTags(tagsOf(doc, previousDoc), context);
        // Its names changed what it matches: the figures job recomputes it (a former slug: drops its rows).
        await markFiguresStale(
          req,
          [doc.slug, previousDoc?.slug].filter((s): s is string => !!s),
          context,
        );
        if (!context.skipRevalidate)
          await queueKeywordPages(
            req,
            [doc.slug, previousDoc?.slug].filter((s): s is string => !!s),
          );
        return doc;
      },
    ],
    afterDelete: [
      async ({ doc, context, req }) => {
        expireTags(tagsOf(doc), context);
        if (doc.slug) await markFiguresStale(req, [doc.slug], context);
        if (!context.skipRevalidate && doc.slug) await queueKeywordPages(req, [doc.slug]);
        return doc;
      },
    ],
  },
  fields: [
    {
      name: 'nameZh',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 40,
      label: label('中文名称', 'Chinese name'),
    },
    { name: 'nameEn', type: 'text', required: true, maxLength: 80, label: label('英文名称', 'English name') },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 80,
      label: label('拼音网址', 'Pinyin slug'),
      validate: (value: string | null | undefined, { req }: { req: { i18n?: { language?: string } } }) =>
        !value ||
        KEYWORD_SLUG_PATTERN.test(value) ||
        (req.i18n?.language === 'en'
          ? 'Lower-case letters and digits, words joined by -'
          : '只能使用小写字母和数字，以 - 连接'),
      admin: {
        description: label(
          '留空则按中文名称自动生成拼音，如 wushuichuli',
          'Left empty, it is made from the Chinese name’s pinyin, e.g. wushuichuli',
        ),
      },
    },
    {
      name: 'synonyms',
      type: 'text',
      hasMany: true,
      maxRows: 10,
      label: label('同义词', 'Synonyms'),
      admin: {
        description: label('标题含同义词的记录也算匹配', 'Records whose title holds a synonym match too'),
      },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('推荐', 'Featured'),
      admin: { position: 'sidebar' },
    },
  ],
};
