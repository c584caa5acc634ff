import type { CollectionConfig } from 'payload';
import { nobody } from '@/collections/access';

/**
 * Pending trial-application codes, one per phone: only an HMAC of the code is kept, with its
 * expiry, when it was sent (resend interval) and the failed attempts. Not visible in the admin.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'phone', type: 'text', required: true, unique: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'sentAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
  ],
};
