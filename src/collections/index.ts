import type { CollectionConfig } from 'payload';
import { Projects, Tenders } from './ProjectsAndTenders';
import { Media } from './Media';
import { Samples } from './Samples';
import { SampleTypes } from './SampleTypes';
import { Banners, Brands, DataTiles, HelpEntries, HelpTypes, Honours } from './SiteContent';
import { ApplyRecords, Feedback } from './Submissions';
import { Users } from './Users';
import { VerificationCodes } from './VerificationCodes';

export const collections: CollectionConfig[] = [
  Samples,
  SampleTypes,
  Banners,
  Brands,
  HelpTypes,
  HelpEntries,
  Honours,
  DataTiles,
  Projects,
  Tenders,
  Feedback,
  ApplyRecords,
  Users,
  Media,
  VerificationCodes,
];
