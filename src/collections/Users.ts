import type { CollectionConfig } from 'payload';
import { getConfig } from '@/config/env';
import { initEndpoint, requireSetupToken, retireSetupToken } from './hooks/setup-token';

/** Operators of the back-office. The first one comes from ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No lockout: it let anyone who knows an operator's e-mail lock them out, and its message
    // told which accounts exist. Attempts are throttled per address and per account instead
    // (src/http/login-throttle.ts).
    maxLoginAttempts: 0,
    // An operator's API key authenticates the provider's pipeline on POST /api/ingest/<kind>.
    useAPIKey: true,
    // The session cookie is Secure whenever the site is served over https.
    cookies: { secure: getConfig().SITE_ORIGIN.startsWith('https://'), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', group: { zh: '系统', en: 'System' } },
  labels: { singular: { zh: '管理员', en: 'Operator' }, plural: { zh: '管理员', en: 'Operators' } },
  hooks: { beforeOperation: [requireSetupToken], afterOperation: [retireSetupToken] },
  // Listed before Payload's own endpoints, so this `/init` is the one served.
  endpoints: [initEndpoint],
  fields: [
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } },
    {
      // Asked only by the create-first-operator form (nobody is logged in there); never stored.
      name: 'setupToken',
      type: 'text',
      virtual: true,
      label: { zh: '初始化令牌', en: 'Setup token' },
      access: { read: () => false },
      admin: {
        condition: (_data, _siblings, { user }) => !user,
        description: {
          zh: '服务器启动时打印在日志中（“Setup token”一行）',
          en: "Printed in the server log at start (the 'Setup token' line)",
        },
      },
    },
  ],
};
