/**
 * Every collection of the back-office, from the features that own them (README, 'Architecture'):
 * the one place that knows them all, with src/payload.config.ts.
 */
import type { CollectionConfig } from 'payload';
import { Alerts } from '@/features/alerts/collection/Alerts';
import { Organisations } from '@/features/organisations/collection/Organisations';
import { Projects, Tenders } from '@/features/records/collection/ProjectsAndTenders';
import { Imports } from '@/features/imports/collection/Imports';
import { IngestKeys } from '@/features/imports/collection/IngestKeys';
import { Keywords } from '@/features/keywords/collection/Keywords';
import { LeadDeliveries } from '@/features/leads/collection/LeadDeliveries';
import { LeadRules } from '@/features/leads/collection/LeadRules';
import { Media } from '@/collections/Media';
import { CustomerCases } from '@/features/site-content/collection/CustomerCases';
import { SearchPushQueue, SearchPushStatus } from '@/features/search-push/collection/SearchPush';
import { withSingleValues } from '@/collections/single-values';
import { withHooks } from '@/collections/with-hooks';
import { recordTitleHooks } from '@/features/keywords/collection/figures-hooks';
import { CaseTypes } from '@/features/site-content/collection/CaseTypes';
import {
  Banners,
  Brands,
  DataTiles,
  HelpEntries,
  HelpTypes,
  Honours,
} from '@/features/site-content/collection/SiteContent';
import { FeedbackLeads, TrialLeads } from '@/features/leads/collection/Leads';
import { Users } from '@/collections/Users';
import { VerificationCodes } from '@/features/leads/collection/VerificationCodes';
import { Withdrawals } from '@/features/records/collection/Withdrawals';

export const collections: CollectionConfig[] = [
  CustomerCases,
  CaseTypes,
  Banners,
  Brands,
  HelpTypes,
  HelpEntries,
  Honours,
  DataTiles,
  // A record's title moves the figures of the keywords it names (docs/seo.md, 'Keyword pages').
  withHooks(Projects, recordTitleHooks),
  withHooks(Tenders, recordTitleHooks),
  Organisations,
  withHooks(Withdrawals, recordTitleHooks),
  Keywords,
  Imports,
  IngestKeys,
  SearchPushQueue,
  SearchPushStatus,
  FeedbackLeads,
  TrialLeads,
  LeadRules,
  LeadDeliveries,
  Users,
  Media,
  VerificationCodes,
  Alerts,
].map(withSingleValues);
