import type { CollectionSlug, Endpoint, Field, PayloadRequest } from 'payload';
import { toCsv } from '@/text/csv';

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
