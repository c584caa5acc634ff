import type { CollectionConfig } from 'payload';
import { Alerts } from './Alerts';
import { Projects, Tenders } from './ProjectsAndTenders';
import { Imports } from './Imports';
import { IngestKeys } from './IngestKeys';
import { LeadDeliveries } from './LeadDeliveries';
import { LeadRules } from './LeadRules';
import { Media } from './Media';
import { CustomerCases } from './CustomerCases';
import { withSingleValues } from './single-values';
import { CaseTypes } from './CaseTypes';
import { Banners, Brands, DataTiles, HelpEntries, HelpTypes, Honours } from './SiteContent';
import { ApplyRecords, Feedback } from './Submissions';
import { Users } from './Users';
import { VerificationCodes } from './VerificationCodes';
import { Withdrawals } from './Withdrawals';

export const collections: CollectionConfig[] = [
  CustomerCases,
  CaseTypes,
  Banners,
  Brands,
  HelpTypes,
  HelpEntries,
  Honours,
  DataTiles,
  Projects,
  Tenders,
  Withdrawals,
  Imports,
  IngestKeys,
  Feedback,
  ApplyRecords,
  LeadRules,
  LeadDeliveries,
  Users,
  Media,
  VerificationCodes,
  Alerts,
].map(withSingleValues);
