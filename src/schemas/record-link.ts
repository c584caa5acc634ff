/** A record named in another's 'related' list, in a feed or on an organisation's page. */
export interface RecordLink {
  sourceId: string;
  title: string;
  province: string;
  industry: string;
  publishedAt: string;
  updatedAt: string;
  amountWan: number;
  summary: string;
}
