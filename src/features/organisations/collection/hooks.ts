/**
 * Organisation upkeep on admin saves (docs/organisations.md, 'Upkeep'): a project or tender
 * edited or deleted by hand, and the merge of one organisation into another, keep the figures
 * exact inside Payload's own transaction of that save.
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { requestSql } from '@/server/db';
import { expireTags } from '@/server/cache';
import { orgTag, recordTag } from '@/routing/cache-tags';
import enOrganisations from '../../../../messages/en/organisations.json';
import zhOrganisations from '../../../../messages/zh/organisations.json';
import { MergeRefused, mergeOrganisations, survivorOf } from '@/features/organisations/upkeep/merge';
import { reconcileRecords } from '@/features/organisations/upkeep/reconcile';
import { type Contribution, readContributions } from '@/features/organisations/upkeep/upkeep';

const BEFORE = 'orgContributionBefore';

/** Reads the record's contribution before an edit or a delete changes it. */
export const contributionBefore =
  (table: RecordKind): CollectionBeforeChangeHook & CollectionBeforeDeleteHook =>
  async (args: Parameters<CollectionBeforeChangeHook>[0] | Parameters<CollectionBeforeDeleteHook>[0]) => {
    const id =
      'id' in args && args.id !== undefined
        ? args.id
        : (args as { originalDoc?: { id?: number } }).originalDoc?.id;
    if (id !== undefined && !args.context.skipOrganisations) {
      const tx = await requestSql(args.req);
      const found = await readContributions(tx, table, [Number(id)]);
      args.context[BEFORE] = found.get(Number(id)) ?? null;
    }
    return 'data' in args ? args.data : undefined;
  };

/**
 * After a save (links the record to its organisations) or a delete (takes its contribution
 * away): the figures move by the record's difference, and the pages it touched expire.
 */
const reconcileAfter =
  (table: RecordKind) =>
  async ({
    doc,
    req,
    context,
  }: {
    doc: { id: number | string };
    req: PayloadRequest;
    context: Record<string, unknown>;
  }) => {
    if (context.skipOrganisations) return doc;
    const tx = await requestSql(req);
    const before = context[BEFORE] as Contribution | null | undefined;
    const out = await reconcileRecords(
      tx,
      table,
      [Number(doc.id)],
      before ? [before] : [],
      new Date().toISOString(),
    );
    expireTags(
      [
        ...out.orgs.map(orgTag),
        ...out.records.map((sourceId) => recordTag(table, sourceId)),
        ...out.projects.map((sourceId) => recordTag('projects', sourceId)),
      ],
      context,
    );
    return doc;
  };

export const organisationsAfterChange = (table: RecordKind): CollectionAfterChangeHook =>
  reconcileAfter(table);
export const organisationsAfterDelete = (table: RecordKind): CollectionAfterDeleteHook =>
  reconcileAfter(table);

/** 'Merge into' set on an organisation: its records and figures move to the survivor. */
export const mergeOrganisation: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const into = relationId(doc.mergedInto);
  if (into === null || into === relationId(previousDoc?.mergedInto)) return doc;
  const tx = await requestSql(req);
  const out = await mergeOrganisations(tx, Number(doc.id), into, new Date().toISOString()).catch((error) => {
    if (!(error instanceof MergeRefused)) throw error;
    // Into itself, or into one merged into this one: refused in the admin's language, nothing
    // saved (the save rolls back).
    const texts = (req.i18n?.language === 'en' ? enOrganisations : zhOrganisations).mergeRefused;
    // Named: Payload answers an error's message only when it has a name, and the production
    // bundle minifies the class name APIError takes its name from.
    const refused = new APIError(texts[error.reason], 400, { reason: error.reason }, true);
    refused.name = 'MergeRefused';
    throw refused;
  });
  expireTags([...out.orgs.map(orgTag), ...out.records.map((r) => recordTag(r.kind, r.sourceId))], context);
  return doc;
};

/**
 * 'Merge into' checked before the save (a refusal in the hook came after Payload had written the
 * field): not itself, not one that was merged into this one; in the admin's language.
 */
export async function validateMergeInto(
  value: unknown,
  { id, req }: { id?: number | string; req: PayloadRequest },
): Promise<true | string> {
  const into = relationId(value);
  if (into === null || id === undefined) return true;
  const texts = (req.i18n?.language === 'en' ? enOrganisations : zhOrganisations).mergeRefused;
  if (into === Number(id)) return texts.intoItself;
  const survivor = await survivorOf(await requestSql(req), into, Number(id));
  if (survivor === null) return texts.missing;
  return survivor === Number(id) ? texts.mergedHere : true;
}

export const relationId = (value: unknown): number | null =>
  value == null ? null : typeof value === 'object' ? Number((value as { id: unknown }).id) : Number(value);
