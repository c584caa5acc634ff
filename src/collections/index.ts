import type { CollectionConfig } from 'payload';
import { Alerts } from './Alerts';
import { Organisations } from './Organisations';
import { Projects, Tenders } from './ProjectsAndTenders';
import { Imports } from './Imports';
import { IngestKeys } from './IngestKeys';
import { Keywords } from './Keywords';
import { LeadDeliveries } from './LeadDeliveries';
import { LeadRules } from './LeadRules';
import { Media } from './Media';
import { CustomerCases } from './CustomerCases';
import { SearchPushQueue, SearchPushStatus } from './SearchPush';
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
  Organisations,
  Withdrawals,
  Keywords,
  Imports,
  IngestKeys,
  SearchPushQueue,
  SearchPushStatus,
  Feedback,
  ApplyRecords,
  LeadRules,
  LeadDeliveries,
  Users,
  Media,
  VerificationCodes,
  Alerts,
].map(withSingleValues);
