/**
 * The rows a bulk load writes (src/seed/bulk-load.ts): generated records as row values in column
 * order, and their organisations looked up or made once per chunk.
 */
import type { RecordKind } from '@/catalog/routes';
import type { Payload } from 'payload';
import { type OrgName, candidateNames, orgKey } from '@/features/organisations/upkeep/keys';
import { resolveOrganisations } from '@/features/organisations/upkeep/resolve';
import { type SqlValue, withWriteTransaction } from '@/server/db';
import {
  type GeneratedProject,
  type GeneratedTender,
  generateProjects,
  generateTenders,
} from '@/seed/generator';
import { searchText } from '@/text/search-text';

/**
 * A generated record with its import key (`demo-p-<n>`, as the demo feed names it) and the
 * organisations it names (owner; a tender's agency and winner; its candidates in rank order).
 */
type Keyed<R> = R & {
  sourceId: string;
  ownerOrg: number | null;
  agencyOrg: number | null;
  winnerOrg: number | null;
  candidateOrgs: { name: string; org: number | null }[];
};
type Generated = Keyed<GeneratedProject> | Keyed<GeneratedTender>;

/** The generator's optional extras (city, dates) when it provides them. */
const extra = (r: object, key: string): SqlValue => {
  const v = (r as Record<string, unknown>)[key];
  return typeof v === 'string' && v ? v : null;
};

/**
 * One column of the row, in insert order, with how a generated record fills it: the one place
 * that pairs columns with values, for both loaders.
 */
interface Column<R> {
  name: string;
  /** PostgreSQL array type used to cast the unnest parameter. */
  pgArray: string;
  value: (record: R) => SqlValue;
}

const text = <R>(name: string, value: (record: R) => SqlValue): Column<R> => ({
  name,
  pgArray: 'varchar[]',
  value,
});
const enumOf = <R>(kind: RecordKind, name: string, value: (record: R) => SqlValue): Column<R> => ({
  name,
  pgArray: `"enum_${kind}_${name}"[]`,
  value,
});

/** Columns of the row itself around the table's `own`, its texts in both languages among them. */
function columnsOf<R extends Generated>(kind: RecordKind, own: Column<R>[]): Column<R>[] {
  return [
    text('source_id', (r) => r.sourceId),
    text('title', (r) => r.title),
    text('title_en', (r) => r.titleEn),
    text('owner', (r) => r.owner),
    text('owner_en', (r) => r.ownerEn),
    text('summary', (r) => r.summary),
    text('summary_en', (r) => r.summaryEn),
    enumOf(kind, 'province', (r) => r.province),
    enumOf(kind, 'region', (r) => r.region),
    enumOf(kind, 'industry', (r) => r.industry),
    ...own,
    { name: 'amount_wan', pgArray: 'numeric[]', value: (r) => r.amountWan },
    { name: 'published_at', pgArray: 'timestamptz[]', value: (r) => r.publishedAt },
    { name: 'owner_org_id', pgArray: 'integer[]', value: (r) => r.ownerOrg },
    text('contact_name', (r) => r.contactName),
    text('contact_phone', (r) => r.contactPhone),
    text('search_text', (r) => searchText(r.title, r.titleEn)),
    text('city', (r) => extra(r, 'city')),
    { name: 'created_at', pgArray: 'timestamptz[]', value: (r) => r.publishedAt },
    { name: 'updated_at', pgArray: 'timestamptz[]', value: (r) => r.publishedAt },
  ];
}

const PROJECT_COLUMNS = columnsOf<Keyed<GeneratedProject>>('projects', [
  enumOf('projects', 'category_code', (p) => String(p.categoryCode)),
  enumOf('projects', 'stage', (p) => p.stage),
  { name: 'start_date', pgArray: 'timestamptz[]', value: (p) => extra(p, 'startDate') },
]);
const TENDER_COLUMNS = columnsOf<Keyed<GeneratedTender>>('tenders', [
  enumOf('tenders', 'notice_code', (t) => String(t.noticeCode)),
  { name: 'free', pgArray: 'boolean[]', value: (t) => t.free },
  { name: 'deadline', pgArray: 'timestamptz[]', value: (t) => extra(t, 'deadline') },
  { name: 'agency_org_id', pgArray: 'integer[]', value: (t) => t.agencyOrg },
  { name: 'winner_org_id', pgArray: 'integer[]', value: (t) => t.winnerOrg },
  text('process_id', (t) => t.processId),
  text('project_source_id', (t) => t.projectSourceId),
  { name: 'win_amount_wan', pgArray: 'numeric[]', value: (t) => t.winAmountWan },
  text('candidates', (t) => t.candidates),
  text('agency', (t) => t.agency),
  text('agency_en', (t) => t.agencyEn),
  text('winner', (t) => t.winner),
  text('winner_en', (t) => t.winnerEn),
]);
/** The loaders read the columns' names and types only, whatever the record type. */
export const COLUMNS: Record<RecordKind, Column<never>[]> = {
  projects: PROJECT_COLUMNS,
  tenders: TENDER_COLUMNS,
};

/** A generated record as the loaders take it: its columns' values. */
type Row = SqlValue[];

const toRow = <R extends Generated>(record: R, columns: Column<R>[]): Row =>
  columns.map((c) => c.value(record));

/**
 * The organisation of each name the loaded records give, found or made by the import's own
 * `resolveOrganisations` (same keys, same public ids) but once per distinct spelling: the
 * generator's few tens of thousands of organisations name millions of records. A spelling seen
 * again with an English name is resolved again, so the organisation takes it as the import does.
 */
export class OrgLookup {
  private ids = new Map<string, number | null>();
  constructor(
    private readonly payload: Payload,
    private readonly at: string,
  ) {}

  private static spelling(n: OrgName): string {
    return `${n.zh}\u0000${n.en ? 'en' : ''}`;
  }

  async resolve(names: OrgName[]): Promise<void> {
    const unknown = new Map<string, OrgName>();
    for (const n of names) {
      const spelling = OrgLookup.spelling(n);
      if (n.zh && !this.ids.has(spelling)) unknown.set(spelling, n);
    }
    if (!unknown.size) return;
    // One transaction: made one statement at a time, each would commit (and sync) on its own.
    const orgOf = await withWriteTransaction(this.payload, (tx) =>
      resolveOrganisations(tx, [...unknown.values()], this.at),
    );
    for (const [spelling, n] of unknown) this.ids.set(spelling, orgKey(n) ? orgOf(n) : null);
  }

  idOf(zh: string | null, en: string | null = null): number | null {
    return zh ? (this.ids.get(OrgLookup.spelling({ zh, en, code: null })) ?? null) : null;
  }
}

const named = (zh: string | null, en: string | null): OrgName[] => (zh ? [{ zh, en, code: null }] : []);

/** A transaction's worth of rows, with the candidates (by row) and stages the import would write. */
export interface Chunk {
  rows: Row[];
  /** Row index in `rows`, rank (from 1), name, organisation. */
  /** Row index, rank, name, organisation, the tender's publication. */
  candidates: [number, number, string, number | null, string][];
  /** Project source id, stage, first seen. */
  stages: [string, string, string][];
}

/**
 * The records `startIndex`.. of the generator's stream in chunks of `size`, their organisations
 * resolved (between transactions: SQLite's write transaction holds the one writer).
 */
export async function* chunksOf(
  kind: RecordKind,
  options: {
    count: number;
    startIndex: number;
    seed?: number;
    spanDays?: number;
    size: number;
    orgs: OrgLookup;
  },
): AsyncGenerator<Chunk> {
  const { count, startIndex, seed, spanDays, size, orgs } = options;
  // Record i of the stream is `demo-p-<i + 1>`, the demo feed's name for it (src/seed/demo-feed.ts).
  let i = startIndex;
  const records =
    kind === 'projects'
      ? generateProjects(count, { startIndex, seed, spanDays })
      : generateTenders(count, { startIndex, seed, spanDays });
  let pending: (GeneratedProject | GeneratedTender)[] = [];
  const chunk = async (): Promise<Chunk> => {
    const names = pending.flatMap((r) =>
      'noticeCode' in r
        ? [
            ...named(r.owner, r.ownerEn),
            ...named(r.agency, r.agencyEn),
            ...named(r.winner, r.winnerEn),
            ...candidateNames(r.candidates).flatMap((zh) => named(zh, null)),
          ]
        : named(r.owner, r.ownerEn),
    );
    await orgs.resolve(names);
    const out: Chunk = { rows: [], candidates: [], stages: [] };
    for (const r of pending) {
      const sourceId = `demo-${kind === 'projects' ? 'p' : 't'}-${++i}`;
      const tender = 'noticeCode' in r ? r : null;
      const candidateOrgs = candidateNames(tender?.candidates).map((name) => ({
        name,
        org: orgs.idOf(name),
      }));
      const keyed = {
        ...r,
        sourceId,
        ownerOrg: orgs.idOf(r.owner, r.ownerEn),
        agencyOrg: tender ? orgs.idOf(tender.agency, tender.agencyEn) : null,
        winnerOrg: tender ? orgs.idOf(tender.winner, tender.winnerEn) : null,
        candidateOrgs,
      };
      candidateOrgs.forEach((c, rank) =>
        out.candidates.push([out.rows.length, rank + 1, c.name, c.org, r.publishedAt]),
      );
      if (tender) out.rows.push(toRow(keyed as Keyed<GeneratedTender>, TENDER_COLUMNS));
      else {
        const p = keyed as Keyed<GeneratedProject>;
        out.rows.push(toRow(p, PROJECT_COLUMNS));
        // The stages it went through, and the one it is published in (docs/organisations.md).
        for (const h of p.stageHistory) out.stages.push([sourceId, h.stage, h.at]);
        out.stages.push([sourceId, p.stage, p.publishedAt]);
      }
    }
    pending = [];
    return out;
  };
  for (const r of records) {
    pending.push(r);
    if (pending.length === size) yield await chunk();
  }
  if (pending.length) yield await chunk();
}

/**
 * The chunks of `source`, the next one made while the caller writes the current one: on
 * PostgreSQL the server inserts a chunk while this process generates and resolves the next (two
 * cores busy instead of one at a time). Not for SQLite, whose writes run on this thread.
 */
export async function* ahead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  for (;;) {
    const current = await next;
    if (current.done) return;
    next = iterator.next();
    // Awaited on the next turn; a failure while the caller still writes must not go unhandled.
    next.catch(() => undefined);
    yield current.value;
  }
}
