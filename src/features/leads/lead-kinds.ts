/**
 * A lead is a form a visitor sent: feedback (product §5) or a free-trial application. Where each
 * kind is kept are the product's storage names (the spec's `apply-record`): the collection, its
 * table, the `lead-deliveries` field and column naming it, and the page of its form.
 */
export const LEADS = {
  feedback: {
    collection: 'feedback',
    table: 'feedback',
    deliveryField: 'feedback',
    deliveryColumn: 'feedback_id',
    page: '/ideaBack',
  },
  trial: {
    collection: 'apply-records',
    table: 'apply_records',
    deliveryField: 'applyRecord',
    deliveryColumn: 'apply_record_id',
    page: '/oneToOne',
  },
} as const;

export type LeadKind = keyof typeof LEADS;

export const LEAD_KINDS = Object.keys(LEADS) as LeadKind[];

/** A lead collection's slug: `feedback` or `apply-records`. */
export type LeadCollection = (typeof LEADS)[LeadKind]['collection'];
