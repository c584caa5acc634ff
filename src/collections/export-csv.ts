import type { CollectionSlug, Endpoint, Field, PayloadRequest } from 'payload';

/** One CSV cell: quoted, and defused when a spreadsheet would read it as a formula. */
function csvCell(value: unknown): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function toCsv(header: string[], rows: unknown[][]): string {
  // The BOM makes spreadsheet programs read the Chinese text as UTF-8.
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const PAGE = 1000;

/**
 * GET /api/<slug>/export.csv: every record of a read-only collection as CSV, for logged-in
 * operators (the collection's read access decides).
 */
export function csvExportEndpoint(slug: CollectionSlug, fields: Field[]): Endpoint {
  const columns = ['id', ...fields.flatMap((f) => ('name' in f ? [f.name] : [])), 'createdAt'];
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 });
      const rows: unknown[][] = [];
      for (let page = 1; ; page++) {
        const result = await req.payload.find({
          collection: slug,
          req,
          overrideAccess: false,
          depth: 0,
          limit: PAGE,
          page,
          sort: '-createdAt',
        });
        for (const doc of result.docs as unknown as Record<string, unknown>[]) {
          rows.push(columns.map((c) => doc[c]));
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
