/**
 * The backend JSON API's paths (product §7), one entry per endpoint, named as in the server's
 * endpoint table. Plain strings, so browser code and the tests can import them too.
 */
export const API_PREFIXES = {
  zxw: '/business-center-app-zxw',
  member: '/business-center-app-zxw-member',
} as const;

const { zxw, member } = API_PREFIXES;

/**
 * The paths that serve no pages, each with everything under it: the back office, Payload's REST
 * API and the backend JSON API (the member prefix extends the zxw one). Robots are kept out of
 * them; the proxy's matcher (src/proxy.ts) and deploy/nginx/zxw-site.conf must
 * spell them out literally, and tests/unit/one-home.test.ts holds those copies to this list; the
 * front server's security headers (src/front/security-headers.ts) read it.
 */
export const NON_PAGE_PATHS = ['/admin', '/api', zxw, member] as const;

export const API_PATHS = {
  selectSampleIndustryCount: `${zxw}/nzxwSample/selectSampleIndustryCount`,
  selectSampleTypes: `${zxw}/nzxwSampleType/selectList`,
  selectPageWeb: `${zxw}/nzxwSample/selectPageWeb`,
  selectCasesByIndustry: `${zxw}/nzxwSample/selectPageselectPageForWinBid`,
  selectCustomerReviews: `${zxw}/nzxwSample/selectPageForCustomerReview`,
  selectBrands: `${zxw}/nzxwBrandWebshow/selectPage`,
  selectBanners: `${zxw}/nzxwAdvertisementWebshow/selectList`,
  applyRegister: `${zxw}/api/apply-record/register`,
  applyVerificationCode: `${zxw}/api/apply-record/verification-code`,
  recommendProjects: `${zxw}/api/project-accurate/recommend`,
  recommendTenders: `${zxw}/api/project-ztb/recommend`,
  recommendExclusive: `${zxw}/api/project-zxc/recommend`,
  saveFeedback: `${member}/zxwMemberFeedBack/save`,
  selectHelpTypes: `${member}/nZxwHelpCenter/selectHelpType`,
  selectHelpEntries: `${member}/nZxwHelpCenter/selectListHelpCenter`,
} as const;

/**
 * The saved-search alert sign-up route (src/app/api/subscriptions); its form posts there without
 * JavaScript too. Here rather than in schemas/alerts so the form's browser code carries no zod.
 */
export const ALERT_SIGNUP_PATH = '/api/subscriptions';

/** The WeChat share-card signature (src/features/wechat, docs/wechat.md), asked for by pages opened in WeChat. */
export const WECHAT_SIGNATURE_PATH = '/api/wechat/signature';
