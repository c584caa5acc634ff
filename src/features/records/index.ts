export {
  RECORD_KINDS,
  recordFileCount,
  recordFileName,
  recordSitemapStream,
  recordsPerFile,
} from './seo/record-sitemap';
export { FEED_SIZE, newestRecords } from './server/feed';
export { homeLiveRecords } from './server/home-live';
export { recordIdCeiling, sitemapRecords } from './server/sitemap';
export { keywordPlan, listProjects, listTenders, localizedTitles } from './server/teasers';
