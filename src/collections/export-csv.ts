import type { CollectionSlug, Endpoint, Field, PayloadRequest } from 'payload';
import { toCsv } from '@/text/csv';

const PAGE = 1000;

/**
 * GET /api/<slug>/export.csv: every record of a read-only collection as CSV, for logged-in
 * operators (the collection's read access decides).
 */
export function csvExportEndpoint(slug: CollectionSlug, fields: Field[]): Endpoint {
  // A group's fields are columns of their own (`source.engine`).
  const columns = [
    'id',
    ...fields.flatMap((f) =>
      f.type === 'group' && 'name' in f
        ? f.fields.flatMap((g) => ('name' in g ? [`${f.name}.${g.name}`] : []))
        : 'name' in f
          ? [f.name]
          : [],
    ),
    'createdAt',
  ];
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 });
      const rows: unknown[][] = [];
      const cell = (doc: Record<string, unknown>, column: string) => {
        const [name, sub] = column.split('.') as [string, string | undefined];
        const group = doc[name] as Record<string, unknown> | null | undefined;
        const value = sub === undefined ? doc[column] : group?.[sub];
        // A relationship (an assignee) by its e-mail; an array of notes as "time by: text" lines.
        if (value && typeof value === 'object' && 'email' in value) return (value as { email: string }).email;
        if (Array.isArray(value) && column === 'notes') {
          return value
            .map((n: { at?: string; text?: string; author?: { email?: string } | null }) =>
              [n.at, n.author?.email, n.text].filter(Boolean).join(' '),
            )
            .join('\n');
        }
        return value;
      };
      for (let page = 1; ; page++) {
        const result = await req.payload.find({
          collection: slug,
          req,
          overrideAccess: false,
          depth: 1,
          // The join of a lead's deliveries is not a column.
          joins: false as never,
          limit: PAGE,
          page,
          sort: '-createdAt',
        });
        // Any collection's documents, read by column name.
        for (const doc of result.docs as unknown as Record<string, unknown>[]) {
          rows.push(columns.map((c) => cell(doc, c)));
        }
        if (!result.hasNextPage) break;
      }
      const day = new Date().toISOString().slice(0, 10);
      return new Response(toCsv(columns, rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${slug}-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  };
}
