import { CLAIMED_FIGURES } from '@/catalog';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { siteContentCollection } from './site-content-collection';
import { imageFields, label, sortField } from '@/collections/fields';

/** Home carousel banners and advertisements; each locale has its own image. */
export const Banners = siteContentCollection({
  slug: 'banners',
  singular: label('横幅广告', 'Banner'),
  plural: label('横幅广告', 'Banners'),
  useAsTitle: 'title',
  defaultColumns: ['title', 'linkAddress', 'enabled', 'sort'],
  tags: [CACHE_TAGS.banners],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
    ...imageFields('image', label('图片', 'Image'), true),
    {
      name: 'linkAddress',
      type: 'text',
      label: label('链接地址', 'Link'),
      admin: {
        description: label(
          '站内路径（如 /industry）或 https:// 地址',
          'A site path (e.g. /industry) or an https:// URL',
        ),
      },
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true, label: label('显示', 'Shown') },
    sortField(),
  ],
});

/** Brand showcase (cooperative customers). */
export const Brands = siteContentCollection({
  slug: 'brands',
  singular: label('合作品牌', 'Brand'),
  plural: label('合作品牌', 'Brand showcase'),
  useAsTitle: 'name',
  defaultColumns: ['name', 'sort'],
  tags: [CACHE_TAGS.brands],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: label('名称', 'Name') },
    ...imageFields('logo', label('标志', 'Logo')),
    sortField(),
  ],
});

/** Help-centre categories (product help, membership services). */
export const HelpTypes = siteContentCollection({
  slug: 'help-types',
  singular: label('帮助分类', 'Help category'),
  plural: label('帮助分类', 'Help categories'),
  useAsTitle: 'name',
  defaultColumns: ['name', 'key', 'sort'],
  tags: [CACHE_TAGS.help],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, label: label('标识', 'Key') },
    { name: 'name', type: 'text', required: true, localized: true, label: label('名称', 'Name') },
    sortField(),
  ],
});

/** Help-centre entries. */
export const HelpEntries = siteContentCollection({
  slug: 'help-entries',
  singular: label('帮助条目', 'Help entry'),
  plural: label('帮助条目', 'Help entries'),
  useAsTitle: 'title',
  defaultColumns: ['title', 'helpType', 'sort'],
  tags: [CACHE_TAGS.help],
  fields: [
    { name: 'key', type: 'text', unique: true, label: label('标识', 'Key') },
    {
      name: 'helpType',
      type: 'relationship',
      relationTo: 'help-types',
      required: true,
      label: label('分类', 'Category'),
    },
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      localized: true,
      label: label('内容', 'Content'),
      admin: { description: label('纯文本，空行分段', 'Plain text; a blank line starts a paragraph') },
    },
    sortField(),
  ],
});

/** Company honours (image and text). */
export const Honours = siteContentCollection({
  slug: 'honours',
  singular: label('企业荣誉', 'Honour'),
  plural: label('企业荣誉', 'Honours'),
  useAsTitle: 'text',
  defaultColumns: ['text', 'year', 'sort'],
  tags: [CACHE_TAGS.honours],
  fields: [
    { name: 'text', type: 'text', required: true, localized: true, label: label('名称', 'Text') },
    ...imageFields('image', label('图片', 'Image')),
    { name: 'year', type: 'number', min: 1990, max: 2100, label: label('年份', 'Year') },
    sortField(),
  ],
});

/** Home-page data tiles (number, unit, title, description); figures of product §1. */
export const DataTiles = siteContentCollection({
  slug: 'data-tiles',
  singular: label('数据展示', 'Data tile'),
  plural: label('数据展示', 'Data tiles'),
  useAsTitle: 'title',
  defaultColumns: ['title', 'number', 'unit', 'sort'],
  tags: [CACHE_TAGS.dataTiles],
  fields: [
    {
      name: 'figureKey',
      type: 'select',
      required: true,
      unique: true,
      label: label('数据项', 'Figure'),
      options: CLAIMED_FIGURES.map((f) => ({ label: f.key, value: f.key })),
    },
    { name: 'number', type: 'text', required: true, localized: true, label: label('数字', 'Number') },
    { name: 'unit', type: 'text', localized: true, label: label('单位', 'Unit') },
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
    { name: 'description', type: 'textarea', localized: true, label: label('说明', 'Description') },
    sortField(),
  ],
});
