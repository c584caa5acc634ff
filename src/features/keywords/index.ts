export {
  KEYWORD_SITEMAP_FILE,
  keywordFeedPath,
  parseKeywordFeed,
  renderKeywordSitemap,
} from './seo/keyword-files';
export { keywordText } from './seo/keyword-text';
export { featuredKeywords } from './server/links';
export { getKeywordFigures } from './server/page';
export { keywordPagesOf, type KeywordPage } from './server/push-pages';
export { queueKeywordFigures } from './server/refresh';
export { keywordSitemap } from './server/sitemap';
