import type { Payload } from 'payload';
import type { ConversionState } from '@/catalog/lead-sources';
import { getConfig } from '@/config/env';
import { rawSql, sql } from '@/server/db';
import { LEADS, type LeadKind } from '@/features/leads/lead-kinds';
import type { LeadSource } from '@/features/leads/sources/lead-source';
import { cut } from '@/features/leads/sources/visit';
import { postJson } from './delivery/channels';

/**
 * Baidu oCPC conversion reports (docs/leads.md, 'Paid clicks'): a lead whose visitor came from a
 * Baidu ad click (`bd_vid`) is reported once as a form submission, through the `leads` jobs
 * queue; a failure is retried by the queue (src/collections/jobs.ts), and the state and the
 * answer are kept on the lead (`source.conversion`, `source.conversionResult`).
 */

/** Baidu's conversion type for 表单提交成功 (a form submitted). */
export const BAIDU_FORM_SUBMITTED = 3;

/** Queues the report of a new lead, when it has a Baidu click and the token is set. */
export async function queueConversion(
  payload: Payload,
  kind: LeadKind,
  leadId: number,
  source: LeadSource | undefined,
): Promise<void> {
  if (!getConfig().BAIDU_OCPC_TOKEN || source?.clickNetwork !== 'baidu' || !source.clickUrl) return;
  const table = sql.identifier(LEADS[kind].table);
  await rawSql(payload).query(sql`UPDATE ${table} SET source_conversion = 'queued' WHERE id = ${leadId}`);
  await payload.jobs.queue({ task: 'reportConversion', queue: 'leads', input: { kind, leadId } });
}

/** One POST of the report; the answer as a short line, thrown when Baidu did not accept it. */
async function post(endpoint: string, body: string): Promise<string> {
  const answer = (await postJson(endpoint, body)) as { header?: { status?: unknown; desc?: unknown } } | null;
  const status = answer?.header?.status;
  // Baidu answers 200 with header.status 0 for success, another status with the reason otherwise.
  if (status !== 0) throw new Error(cut(`status ${String(status)} ${JSON.stringify(answer)}`, 200));
  return cut(`status 0 ${String(answer?.header?.desc ?? '')}`, 200);
}

/** The `reportConversion` job: reports lead `leadId` unless it was reported already. */
export async function reportConversion(
  payload: Payload,
  kind: LeadKind,
  leadId: number,
): Promise<'reported' | 'skipped'> {
  const config = getConfig();
  const db = rawSql(payload);
  const table = sql.identifier(LEADS[kind].table);
  const [row] = await db.query<{ state: ConversionState | null; url: string | null }>(
    sql`SELECT source_conversion AS state, source_click_url AS url FROM ${table} WHERE id = ${leadId}`,
  );
  if (!row || !row.url || row.state === 'reported' || !config.BAIDU_OCPC_TOKEN) return 'skipped';
  const body = JSON.stringify({
    token: config.BAIDU_OCPC_TOKEN,
    conversionTypes: [{ logidUrl: row.url, newType: BAIDU_FORM_SUBMITTED }],
  });
  const at = new Date().toISOString();
  try {
    const result = await post(config.BAIDU_OCPC_ENDPOINT, body);
    await db.query(
      sql`UPDATE ${table} SET source_conversion = 'reported', source_conversion_result = ${result},
          source_conversion_at = ${at}, updated_at = ${at} WHERE id = ${leadId}`,
    );
    return 'reported';
  } catch (error) {
    const reason = cut(error instanceof Error ? error.message : String(error), 200);
    await db.query(
      sql`UPDATE ${table} SET source_conversion = 'failed', source_conversion_result = ${reason},
          source_conversion_at = ${at}, updated_at = ${at} WHERE id = ${leadId}`,
    );
    throw error;
  }
}
