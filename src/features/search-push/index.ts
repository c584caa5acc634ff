export {
  keywordLandingUrls,
  queueKeywordPages,
  queueRecordPages,
  recordPageUrls,
  type PushedRecord,
} from './server/pages';
export { enqueueUrls } from './server/queue';
export { enabledEngines, pushSettings } from './server/settings';
