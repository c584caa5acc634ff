export { contributionBefore, organisationsAfterChange, organisationsAfterDelete } from './collection/hooks';
export {
  organisationFeedPath,
  organisationFileCount,
  organisationFileName,
  organisationsPerFile,
  parseOrganisationFeed,
  renderOrganisationSitemap,
} from './seo/organisation-files';
export { readConnections } from './server/connections';
export { organisationFeed, organisationSitemap } from './server/lists';
export { getOrganisationPage } from './server/page';
export { orgRefs } from './server/refs';
export { candidateNames, type OrgName } from './upkeep/keys';
export { procurementSiblings, recordStages, writeCandidates } from './upkeep/links';
export { resolveOrganisations } from './upkeep/resolve';
export { applyContributions, readContributions, type Contribution } from './upkeep/upkeep';
