import type { CollectionConfig } from 'payload';
import { isOperator, nobody } from '@/collections/access';
import { label } from '@/collections/fields';

/** The engines URLs are pushed to on publish (docs/seo.md, 'Push on publish'). */
export const PUSH_ENGINES = ['baidu', 'indexnow'] as const;
export type PushEngine = (typeof PUSH_ENGINES)[number];

const engineOptions = [
  { value: 'baidu', label: label('百度普通收录', 'Baidu URL submission') },
  { value: 'indexnow', label: 'IndexNow' },
];

/**
 * URLs waiting to be pushed, one row per engine and URL: an import, an ingest, an admin save or a
 * withdrawal adds them (server/pages.ts), the `searchPush` job sends and deletes them, newest
 * first. Written with raw SQL only; the admin sees the totals on the imports list.
 */
export const SearchPushQueue: CollectionConfig = {
  slug: 'search-push-queue',
  labels: { singular: label('待推送网址', 'URL to push'), plural: label('待推送网址', 'URLs to push') },
  admin: { hidden: true },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  indexes: [{ fields: ['engine', 'url'], unique: true }, { fields: ['engine', 'queuedAt'] }],
  fields: [
    { name: 'engine', type: 'select', required: true, options: engineOptions },
    { name: 'url', type: 'text', required: true },
    { name: 'queuedAt', type: 'date', required: true },
  ],
};

/**
 * One row per engine: today's pushes (China time), Baidu's remaining quota as its last answer
 * gave it, and the last error, for the operators' view on the imports list.
 */
export const SearchPushStatus: CollectionConfig = {
  slug: 'search-push-status',
  labels: { singular: label('推送状态', 'Push status'), plural: label('推送状态', 'Push status') },
  admin: { hidden: true },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'engine', type: 'select', required: true, unique: true, options: engineOptions },
    { name: 'day', type: 'text', required: true },
    { name: 'pushedToday', type: 'number', required: true, defaultValue: 0 },
    { name: 'remainToday', type: 'number' },
    { name: 'lastPushAt', type: 'date' },
    { name: 'lastError', type: 'text' },
    { name: 'lastErrorAt', type: 'date' },
  ],
};
