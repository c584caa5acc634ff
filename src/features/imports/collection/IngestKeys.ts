import type { CollectionBeforeChangeHook, CollectionConfig, DateField } from 'payload';
import { isOperator } from '@/collections/access';
import { type Label, label } from '@/collections/fields';
import { newIngestKey } from './ingest-key-secret';

/** Field access that nobody passes (the server writes with the Local API). */
const never = () => false;

/** A time only the server writes, shown read-only in the sidebar. */
const serverTime = (name: string, text: Label, admin: DateField['admin'] = {}): DateField => ({
  name,
  type: 'date',
  label: text,
  access: { create: never, update: never },
  admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' }, ...admin },
});

/** Where the key made by a create waits for the create's answer (one document per create). */
const ISSUED = 'issuedIngestKey';

/**
 * A create makes the key here, on the server, whatever the request sent; it keeps only the hash.
 * An update can neither change the hash nor take back a revocation.
 */
const issueOrKeep: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    const { key, hash, hint } = newIngestKey();
    req.context[ISSUED] = key;
    return { ...data, keyHash: hash, hint, revoked: false, revokedAt: null, lastUsedAt: null };
  }
  const wasRevoked = Boolean(originalDoc?.revoked);
  const revoked = wasRevoked || Boolean(data.revoked);
  return {
    ...data,
    keyHash: originalDoc?.keyHash,
    hint: originalDoc?.hint,
    revoked,
    revokedAt: wasRevoked ? originalDoc?.revokedAt : revoked ? new Date().toISOString() : null,
  };
};

/**
 * Keys for the provider's pipeline (docs/import.md, HTTP): each reaches `POST /api/ingest/<kind>`
 * and nothing else, since it is no Payload login (src/server/ingest-keys.ts checks it). An
 * operator creates one here; the key is shown once, in the answer to the create, and stored only
 * as a SHA-256 hash. Revoking is for good; the last use is written at most once a minute.
 */
export const IngestKeys: CollectionConfig = {
  slug: 'ingest-keys',
  labels: { singular: label('接入密钥', 'Ingest key'), plural: label('接入密钥', 'Ingest keys') },
  admin: {
    useAsTitle: 'name',
    group: label('项目数据', 'Project data'),
    defaultColumns: ['name', 'hint', 'revoked', 'lastUsedAt', 'createdAt'],
    description: label(
      '供数据提供方推送项目与招标数据（POST /api/ingest/…）。密钥只在创建后显示一次；不再使用时请吊销。',
      "For the data provider's pipeline to send projects and tenders (POST /api/ingest/…). A key is shown once, right after it is created; revoke it when it is no longer used.",
    ),
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  disableDuplicate: true,
  hooks: {
    beforeChange: [issueOrKeep],
    // The only time the key leaves the server: in the create's own answer.
    afterChange: [
      ({ doc, operation, req }) =>
        operation === 'create' && typeof req.context[ISSUED] === 'string'
          ? { ...doc, key: req.context[ISSUED] }
          : doc,
    ],
  },
  fields: [
    {
      name: 'reveal',
      type: 'ui',
      admin: { components: { Field: '/features/imports/collection/IngestKeyReveal#IngestKeyReveal' } },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 100,
      label: label('名称', 'Name'),
      admin: {
        description: label(
          '谁在使用这个密钥，例如“数据提供方每日推送”',
          'Who uses this key, e.g. "Provider daily feed"',
        ),
      },
    },
    {
      // Set only in the create's answer (the hook above); never stored, never read back.
      name: 'key',
      type: 'text',
      virtual: true,
      label: label('密钥', 'Key'),
      access: { create: never, update: never },
      admin: { hidden: true },
    },
    {
      name: 'hint',
      type: 'text',
      label: label('密钥开头', 'Key begins with'),
      access: { create: never, update: never },
      admin: { readOnly: true },
    },
    {
      // Not `required`: the admin's form would ask for it; the create hook always sets it.
      name: 'keyHash',
      type: 'text',
      unique: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    {
      name: 'revoked',
      type: 'checkbox',
      defaultValue: false,
      label: label('已吊销', 'Revoked'),
      admin: {
        position: 'sidebar',
        condition: (data) => data?.id != null,
        description: label(
          '吊销后立即失效，且无法撤销',
          'A revoked key is refused at once; revoking cannot be undone',
        ),
      },
    },
    serverTime('revokedAt', label('吊销时间', 'Revoked at'), { condition: (data) => Boolean(data?.revoked) }),
    serverTime('lastUsedAt', label('最近使用', 'Last used'), {
      description: label('每分钟至多更新一次', 'Updated at most once a minute'),
    }),
  ],
};
