export { listSitemapCases } from './server/sitemap-cases';
