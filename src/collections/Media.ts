import type { CollectionConfig } from 'payload';

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: { zh: '内容', en: 'Content' } },
  labels: { singular: { zh: '图片', en: 'Image' }, plural: { zh: '图片库', en: 'Images' } },
  access: { read: () => true },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif'],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, label: { zh: '替代文字', en: 'Alt text' } }],
};
