/** A lead still new after this many hours is overdue (the dashboard and the lists' filter). */
export const OVERDUE_HOURS = 4;
