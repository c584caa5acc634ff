/** What search offers other features' pages: its components (kept apart from index.ts, which server code and the commands import). */
export { SearchBox } from './components/SearchBox';
