import type { GlobalConfig } from 'payload';
import { isOperator, nobody } from '@/collections/access';
import { label } from '@/collections/fields';

/** What the dashboard reports about background work: the last alert digest, the stale-data state. */
export const OpsStatus: GlobalConfig = {
  slug: 'ops-status',
  label: label('运行状态', 'Operations status'),
  admin: { hidden: true },
  access: { read: isOperator, update: nobody },
  fields: [
    { name: 'digestAt', type: 'date' },
    { name: 'digestSent', type: 'number' },
    { name: 'digestFailed', type: 'number' },
    // Set when the stale-data message went out; cleared with the recovery message.
    { name: 'staleSince', type: 'date' },
  ],
};
