import type { RecordKind } from '@/catalog/routes';
import type { KeywordLink } from '@/schemas/keyword-link';
import type { RecordLink } from './record-link';

/** New records of one kind: on the China day shown, and over the 7 days ending with it. */
export interface HomeLiveFigures {
  today: number;
  week: number;
}

/** The home page's live block (docs/pages.md, 'Home'). */
export interface HomeLive {
  /** The China day the figures count (YYYY-MM-DD). */
  day: string;
  figures: Record<RecordKind, HomeLiveFigures>;
  newest: Record<RecordKind, RecordLink[]>;
  keywords: KeywordLink[];
}
