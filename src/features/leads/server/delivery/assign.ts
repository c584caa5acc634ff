import type { Payload } from 'payload';
import { rawSql, sql } from '@/server/db';

/**
 * The assignee of a new lead (docs/backend.md, 'Lead owners'): the oldest rule naming its
 * province, else the oldest rule without provinces (the default), then the next of that rule's
 * operators in turn. The turn advances in one UPDATE, so concurrent leads take different turns.
 */
export async function pickAssignee(
  payload: Payload,
  province: string | null | undefined,
): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'lead-rules',
    depth: 0,
    limit: 500,
    sort: 'createdAt',
    overrideAccess: true,
    pagination: false,
  });
  const rule =
    (province ? docs.find((r) => r.provinces?.some((p) => p === province)) : undefined) ??
    docs.find((r) => !r.provinces?.length);
  const operators = (rule?.operators ?? []).map((o) => (typeof o === 'object' ? o.id : o));
  if (!rule || operators.length === 0) return null;
  const [row] = await rawSql(payload).query<{ turn: number | string }>(
    sql`UPDATE lead_rules SET turn = COALESCE(turn, 0) + 1 WHERE id = ${rule.id} RETURNING turn`,
  );
  const turn = Number(row?.turn ?? 1);
  return operators[(turn - 1) % operators.length] ?? null;
}
