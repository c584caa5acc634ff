import type { CollectionConfig } from 'payload';

/** Operators of the back-office. The first one comes from ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: { zh: '系统', en: 'System' } },
  labels: { singular: { zh: '管理员', en: 'Operator' }, plural: { zh: '管理员', en: 'Operators' } },
  fields: [{ name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } }],
};
