import type { CollectionConfig, Field } from 'payload';
import { isOperator, nobody } from '@/collections/access';
import { label } from '@/collections/fields';
import { mergeOrganisation, validateMergeInto } from './hooks';

/** Kept by the upkeep alone: an operator's save (admin or REST) leaves it as it is. */
const kept = { create: () => false, update: () => false };

/** Figures kept by the import, admin edits and the generator (docs/organisations.md, 'Upkeep'). */
const figure = (name: string, zh: string, en: string): Field => ({
  name,
  type: 'number',
  required: true,
  defaultValue: 0,
  label: label(zh, en),
  access: kept,
  admin: { readOnly: true },
});

/**
 * Buyers, agencies, winners and candidates of the records (docs/organisations.md). Made by the
 * import (src/server/organisations/upkeep.ts) from the names and credit codes the records give;
 * one per credit code, else one per normalised Chinese name. Operators read them and merge two
 * into one by setting 'Merge into' (a hook moves records and figures to the survivor).
 */
export const Organisations: CollectionConfig = {
  slug: 'organisations',
  labels: { singular: label('机构', 'Organisation'), plural: label('机构', 'Organisations') },
  admin: {
    useAsTitle: 'name',
    group: label('项目数据', 'Project data'),
    defaultColumns: ['name', 'creditCode', 'recordCount', 'winCount', 'mergedInto'],
    listSearchableFields: ['name', 'nameEn', 'creditCode', 'publicId'],
  },
  access: { read: isOperator, create: nobody, update: isOperator, delete: nobody },
  timestamps: true,
  defaultSort: '-recordCount',
  hooks: { afterChange: [mergeOrganisation] },
  // recordCount: the name search walks organisations busiest first when a term is in many names.
  indexes: [{ fields: ['recordCount'] }],
  fields: [
    {
      // The URL id (`/connections/detail?id=`): base32 of the sha256 of the first key, so a fresh
      // database importing the same data gives the same ids.
      name: 'publicId',
      access: kept,
      type: 'text',
      required: true,
      unique: true,
      maxLength: 16,
      label: label('公开编号', 'Public id'),
      admin: { readOnly: true },
    },
    {
      name: 'name',
      access: kept,
      type: 'text',
      required: true,
      maxLength: 200,
      label: label('名称', 'Name'),
      admin: { readOnly: true },
    },
    {
      name: 'nameEn',
      access: kept,
      type: 'text',
      maxLength: 200,
      label: label('英文名称', 'English name'),
      admin: { readOnly: true },
    },
    {
      // normaliseOrgName of the Chinese name (src/text/org-name.ts): the key without a credit code.
      name: 'normName',
      access: kept,
      type: 'text',
      required: true,
      index: true,
      label: label('规范化名称', 'Normalised name'),
      admin: { readOnly: true },
    },
    {
      name: 'creditCode',
      access: kept,
      type: 'text',
      unique: true,
      maxLength: 18,
      label: label('统一社会信用代码', 'Unified social credit code'),
      admin: { readOnly: true },
    },
    {
      name: 'mergedInto',
      type: 'relationship',
      relationTo: 'organisations',
      // Into another organisation only, and not one merged into this one.
      validate: validateMergeInto,
      label: label('合并到', 'Merge into'),
      admin: {
        position: 'sidebar',
        description: label(
          '选择另一机构后保存：本机构的记录与统计并入该机构，本页面永久跳转过去。不可撤销。',
          "Choose another organisation and save: this one's records and figures move to it, and this page redirects there for good. Cannot be undone.",
        ),
      },
    },
    figure('recordCount', '记录数', 'Records'),
    figure('ownerCount', '作为业主', 'As buyer'),
    figure('agencyCount', '作为代理', 'As agency'),
    figure('winCount', '中标次数', 'Wins'),
    figure('candidateCount', '作为候选人', 'As candidate'),
    figure('winAmountWan', '中标金额（万元）', 'Won (10k CNY)'),
    {
      name: 'lastPublishedAt',
      type: 'date',
      access: kept,
      label: label('最近发布', 'Last published'),
      admin: { readOnly: true },
    },
    // Bigram tokens of both names (src/text/search-text.ts) for the name search.
    {
      name: 'searchText',
      type: 'text',
      access: kept,
      admin: { hidden: true },
      label: label('检索词', 'Search tokens'),
    },
  ],
};
