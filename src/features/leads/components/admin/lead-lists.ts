import type { LeadCollection } from '@/features/leads/lead-kinds';

/** The lead lists' filters (docs/backend.md, 'Lead owners'), as admin list URLs with a `where`. */
export type LeadFilter = 'mine' | 'unassigned' | 'newToday' | 'overdue';

type Condition = [field: string, operator: string, value: string];

function listHref(collection: string, conditions: Condition[]): string {
  const query = new URLSearchParams();
  conditions.forEach(([field, operator, value], i) =>
    query.set(`where[and][${i}][${field}][${operator}]`, value),
  );
  const search = query.toString();
  return `/admin/collections/${collection}${search ? `?${search}` : ''}`;
}

/**
 * `mine`: assigned to `userId`; `unassigned`: no assignee; `newToday`: still new, received since
 * `todayStart` (China time); `overdue`: still new, received before `overdueBefore`.
 */
export function leadListHref(
  collection: LeadCollection,
  filter: LeadFilter | null,
  bounds: { userId?: number | string; todayStart: string; overdueBefore: string },
): string {
  switch (filter) {
    case 'mine':
      return listHref(collection, [['assignee', 'equals', String(bounds.userId ?? '')]]);
    case 'unassigned':
      return listHref(collection, [['assignee', 'exists', 'false']]);
    case 'newToday':
      return listHref(collection, [
        ['status', 'equals', 'new'],
        ['receivedAt', 'greater_than_equal', bounds.todayStart],
      ]);
    case 'overdue':
      return listHref(collection, [
        ['status', 'equals', 'new'],
        ['receivedAt', 'less_than', bounds.overdueBefore],
      ]);
    default:
      return listHref(collection, []);
  }
}

/** Any list since a time (the dashboard's "today" and "last 7 days" figures). */
export function sinceHref(collection: string, field: string, since: string): string {
  return listHref(collection, [[field, 'greater_than_equal', since]]);
}
