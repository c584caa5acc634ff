export {
  keywordLandingUrls,
  queueKeywordPages,
  queueRecordPages,
  recordPageUrls,
  type PushedRecord,
} from './collection/SearchPush';
export { enqueueUrls } from './server/queue';
export { enabledEngines, pushSettings } from './server/settings';
