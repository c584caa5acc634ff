import type { CollectionBeforeChangeHook, Field } from 'payload';
import { label } from '@/collections/fields';
import { LEADS, type LeadKind } from '@/features/leads/lead-kinds';

/** Fields operators edit on a lead (feedback, trial application): status, owner, notes. */
export function leadFields(kind: LeadKind): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: label('新线索', 'New') },
        { value: 'contacted', label: label('已联系', 'Contacted') },
        { value: 'converted', label: label('已成交', 'Converted') },
        { value: 'invalid', label: label('无效', 'Invalid') },
      ],
      label: label('状态', 'Status'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: label('负责人', 'Assignee'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'firstContactAt',
      type: 'date',
      index: true,
      label: label('首次跟进时间', 'First contact at'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: label('状态第一次离开“新线索”的时间', 'When the status first left “New”'),
      },
    },
    {
      // Minutes from receipt to first contact, stored with it: the dashboard's median sorts numbers.
      name: 'minutesToFirstContact',
      type: 'number',
      label: label('首次跟进用时（分钟）', 'Minutes to first contact'),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notes',
      type: 'array',
      label: label('跟进记录', 'Notes'),
      labels: { singular: label('记录', 'Note'), plural: label('跟进记录', 'Notes') },
      fields: [
        { name: 'text', type: 'textarea', required: true, label: label('内容', 'Text') },
        {
          name: 'at',
          type: 'date',
          label: label('时间', 'At'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'author',
          type: 'relationship',
          relationTo: 'users',
          label: label('记录人', 'By'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'deliveries',
      type: 'join',
      collection: 'lead-deliveries',
      on: LEADS[kind].deliveryField,
      label: label('通知送达', 'Notification deliveries'),
      admin: { defaultColumns: ['channel', 'state', 'attempts', 'reason', 'sentAt'] },
    },
  ];
}

/**
 * Stamps first contact (once, when the status first leaves `new`) and each new note's time and
 * author, so neither can be back-dated from the form.
 */
export const stampLead: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc) return data;
  if (!originalDoc.firstContactAt && data.status && data.status !== 'new' && originalDoc.status === 'new') {
    const now = Date.now();
    data.firstContactAt = new Date(now).toISOString();
    data.minutesToFirstContact = Math.round((now - Date.parse(originalDoc.receivedAt)) / 6_000) / 10;
  } else {
    data.firstContactAt = originalDoc.firstContactAt ?? null;
    data.minutesToFirstContact = originalDoc.minutesToFirstContact ?? null;
  }
  if (Array.isArray(data.notes)) {
    const before = new Map<string, { at?: string; author?: unknown }>(
      (originalDoc.notes ?? []).map((n: { id: string; at?: string; author?: unknown }) => [n.id, n]),
    );
    data.notes = data.notes.map((note: { id?: string; text: string }) => {
      const old = note.id ? before.get(note.id) : undefined;
      return old
        ? { ...note, at: old.at, author: old.author }
        : { ...note, at: new Date().toISOString(), author: req.user?.id ?? null };
    });
  }
  return data;
};
