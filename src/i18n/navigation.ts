export { Link } from './Link.client';
